import Plot

/// A failure as a page shows it: the presenter's sentence and hint, and a link that asks
/// again when trying again may help.
struct WebFailure {
  let message: String
  let hint: String?
  /// The address that asks again, or `nil` when asking again cannot help (an unknown id).
  let retry: String?

  var node: Node<HTML.BodyContext> {
    .div(
      .class("failed"), .safeAttribute("role", "alert"),
      .p(.class("message"), .safeText(message)),
      .unwrap(hint) { .p(.class("hint"), .safeText($0)) },
      .unwrap(retry) { .p(.a(.class("retry"), .safeAttribute("href", $0), .safeText("Try again"))) }
    )
  }
}
