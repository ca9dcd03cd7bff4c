import Plot

extension Attribute {
  /// An attribute whose value is escaped whatever it holds (Plot writes values as given).
  static func safe(_ name: String, _ value: String) -> Attribute {
    .attribute(named: name, value: HTMLEscaping.escape(value))
  }

  /// An attribute written also when its value is empty: `alt=""` says a picture is decoration,
  /// where no `alt` at all would have a screen reader read its address.
  static func safeKeepingEmpty(_ name: String, _ value: String) -> Attribute {
    Attribute(name: name, value: HTMLEscaping.escape(value), ignoreIfValueIsEmpty: false)
  }
}
