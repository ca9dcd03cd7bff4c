/// The naming conventions of the migration that tell what part a property or protocol plays
/// where the project model has nothing better: a delegate is a delegate by its name.
enum RoleNames {
  /// Protocols an object uses to talk back to its owner, which it must be able to hold `weak`.
  /// A view's output is not one: it is the presenter the view owns and calls forward.
  static func isCallbackProtocol(_ name: String) -> Bool {
    if name.hasSuffix("ViewOutput") || name.hasSuffix("ViewOutputProtocol") { return false }
    return ["Delegate", "Output", "ViewInput", "ViewInputProtocol", "ViewProtocol", "ViewInterface", "View"]
      .contains { name.hasSuffix($0) }
  }

  /// A protocol of notifications (`…Observer`, `…Listener`, `…Subscriber`): whoever adopts it
  /// listens to something, whatever it is.
  static func isListenerProtocol(_ name: String) -> Bool {
    ["Observer", "Listener", "Subscriber"].contains { name.hasSuffix($0) }
  }

  /// A property or type that is a delegate, whoever holds it.
  static func isDelegate(property: String, type: String?) -> Bool {
    property.lowercased().hasSuffix("delegate") || type?.hasSuffix("Delegate") == true
  }

  /// A property name that says it points back at whoever owns the object.
  static func isBackReference(_ property: String) -> Bool {
    ["view", "viewController", "userInterface", "output"].contains(property)
      || property.lowercased().hasSuffix("delegate")
  }

  /// Types that format dates, numbers and strings, or clean up text for display
  /// (`TerminalTextSanitizer`): string handling the view should find already done.
  static func isFormatter(_ name: String) -> Bool {
    name.hasSuffix("Formatter") || name.hasSuffix("Sanitizer") || name == "Calendar"
  }
}
