import Foundation

/// Which addresses from data a page may link to or load: web addresses only. A `javascript:`
/// or `data:` URL in the data must never become a link or an image.
enum WebAddress {
  /// `url` as written in a page, or `nil` when it is not an `http` or `https` address.
  static func checked(_ url: URL?) -> String? {
    guard let url, let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http",
      url.host?.isEmpty == false
    else { return nil }
    return url.absoluteString
  }
}
