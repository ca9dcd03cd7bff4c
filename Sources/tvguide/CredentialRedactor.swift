/// Hides what an address carries before its host: `ftp://admin:s3cret@host/` is printed as
/// `ftp://…@host/`, so an error that echoes an address never shows a password.
///
/// Works on any text, since the address may be one no URL parser accepts (a password with a
/// space or a slash): in each run of characters that follows `://` up to a quote or the end of
/// the line, everything up to the run's last `@` is the user information. An `@` further on
/// hides what comes before it too, which errs on the side of saying less.
enum CredentialRedactor {
  private static let separator = Array("://")
  private static let endsAddress: Set<Character> = ["\n", "'", "\"", "`"]

  static func redacting(_ text: String) -> String {
    guard text.contains("@"), text.contains("://") else { return text }
    let characters = Array(text)
    var result = ""
    var index = 0
    while index < characters.count {
      guard characters[index...].starts(with: separator) else {
        result.append(characters[index])
        index += 1
        continue
      }
      let start = index + separator.count
      var end = start
      while end < characters.count, !endsAddress.contains(characters[end]) { end += 1 }
      result += "://"
      let address = characters[start..<end]
      if let at = address.lastIndex(of: "@") {
        result += "…" + String(address[at...])
      } else {
        result += String(address)
      }
      index = end
    }
    return result
  }
}
