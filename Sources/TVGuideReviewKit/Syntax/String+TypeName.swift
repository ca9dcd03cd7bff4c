extension StringProtocol {
  /// Whether the name reads as a type's: it starts with a capital once leading underscores are
  /// set aside, so Xcode's placeholders (`___VARIABLE_moduleName___ViewController`) count.
  var readsAsTypeName: Bool {
    drop(while: { $0 == "_" }).first?.isUppercase == true
  }
}
