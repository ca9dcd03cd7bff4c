/// A transfer failure after a redirect to another server and before its answer began:
/// that server, not TVMaze's address, is the one out of reach.
struct UnreachableRedirect: Error {
  /// The server redirected to, as the user should read it.
  let host: String
  let underlying: any Error
}
