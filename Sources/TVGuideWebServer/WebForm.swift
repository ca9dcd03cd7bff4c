import HummingbirdCore

/// A form's fields (`application/x-www-form-urlencoded`), posted in a body or sent by a GET
/// form in the query: `+` is a space, `%XX` a byte; a name given twice keeps its first value.
enum WebForm {
  static func fields(of body: String) -> [String: String] {
    // A `+` in a form is a space; a `+` typed in a field arrives as %2B and stays one.
    let parameters = URI("/?" + body.replacingOccurrences(of: "+", with: "%20")).queryParameters
    return Dictionary(
      parameters.map { (String($0.key), String($0.value)) }, uniquingKeysWith: { first, _ in first })
  }
}
