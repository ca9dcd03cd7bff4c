/// A file every page loads: the stylesheet, and the few lines of script that search as you
/// type. Served from the server's memory, and by address, so the Content-Security-Policy can
/// forbid every inline script and style.
public enum WebAsset: String, CaseIterable, Sendable {
  /// The pages' stylesheet.
  case stylesheet = "tvguide.css"
  /// Submits the search form as the user pauses typing; the form works without it.
  case script = "search.js"

  /// The asset named `fileName`, or `nil`.
  public init?(fileName: String) {
    self.init(rawValue: fileName)
  }

  /// The name in its address.
  public var fileName: String { rawValue }

  /// The `Content-Type` it is served with.
  public var contentType: String {
    switch self {
    case .stylesheet: "text/css; charset=utf-8"
    case .script: "text/javascript; charset=utf-8"
    }
  }

  /// The file itself.
  public var contents: String {
    switch self {
    case .stylesheet: WebAssetSources.stylesheet
    case .script: WebAssetSources.script
    }
  }
}
