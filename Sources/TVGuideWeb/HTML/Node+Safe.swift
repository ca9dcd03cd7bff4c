import Plot

extension Node {
  /// `text` as element content, escaped whatever it holds.
  static func safeText(_ text: String) -> Node {
    .raw(HTMLEscaping.escape(text))
  }

  /// An attribute whose value is escaped whatever it holds.
  static func safeAttribute(_ name: String, _ value: String) -> Node {
    .attribute(named: name, value: HTMLEscaping.escape(value), ignoreIfValueIsEmpty: false)
  }

}
