/// The media type of an HTTP `Content-Type` header, lower-cased and without its parameters.
struct ContentType: Equatable {
  let mediaType: String

  init(header: String) {
    let type = header.split(separator: ";", maxSplits: 1).first.map(String.init) ?? ""
    mediaType = type.trimmingCharacters(in: .whitespaces).lowercased()
  }

  /// A page for a browser: what a network's sign-in page (captive portal) sends in TVMaze's
  /// place, since TVMaze itself always answers with JSON.
  var isWebPage: Bool {
    mediaType == "text/html" || mediaType == "application/xhtml+xml"
  }
}
