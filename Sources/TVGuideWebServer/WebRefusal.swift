/// The pages of a button's post that is not carried out.
enum WebRefusal {
  /// 403: the form did not carry this run's token (another site's form, or a page written
  /// before the server restarted).
  static let forbidden = PlainPage.encoded(
    status: 403, title: "Not done",
    sentence:
      "The form did not carry this server's token, so nothing was changed: reload the page and try again.")

  /// 400: a form of the right address without the fields it needs.
  static let badForm = PlainPage.encoded(
    status: 400, title: "Not done",
    sentence: "The form was missing the episode it names, so nothing was changed.")

  /// 421: the request named a host that is not this machine (a rebound name, most likely).
  static let otherHost = PlainPage.encoded(
    status: 421, title: "Not this server",
    sentence:
      "This guide answers only to this machine's own names: open it as http://127.0.0.1 or http://localhost with its port."
  )
}
