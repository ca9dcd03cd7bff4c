import Plot

extension Node where Context == HTML.BodyContext {
  /// A button that posts `fields` and the run's token to `address`: the pages' one way to
  /// change something. Without script, the browser sends it; the server answers 303 to a page.
  static func postButton(
    _ label: String, to address: String, fields: [(name: String, value: String)], token: WebFormToken,
    class name: String
  ) -> Node {
    .form(
      .class(name), .safeAttribute("method", "post"), .safeAttribute("action", address),
      .group(
        ([(WebFormToken.fieldName, token.value)] + fields).map { field in
          .selfClosedElement(
            named: "input",
            attributes: [.safe("type", "hidden"), .safe("name", field.0), .safe("value", field.1)])
        }),
      .button(.type(.submit), .safeText(label))
    )
  }
}
