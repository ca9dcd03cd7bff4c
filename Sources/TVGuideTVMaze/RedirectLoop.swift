/// Redirects that came back to an address already visited (`isLoop`), or more of them than
/// `HTTPExchange.maximumRedirects` to addresses all new: two facts a user reads differently.
struct RedirectLoop: Error {
  /// Whether a redirect named an address already visited; else there were too many.
  var isLoop: Bool
}
