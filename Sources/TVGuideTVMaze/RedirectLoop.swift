/// Redirects that came back to an address already visited, or too many of them.
struct RedirectLoop: Error {}
