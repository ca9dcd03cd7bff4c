import Plot

extension Attribute {
  /// An attribute whose value is escaped whatever it holds (Plot writes values as given).
  static func safe(_ name: String, _ value: String) -> Attribute {
    .attribute(named: name, value: HTMLEscaping.escape(value))
  }
}
