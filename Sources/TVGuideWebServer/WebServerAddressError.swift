/// The address `tvguide serve` was asked to listen on cannot be had, said in one sentence.
public struct WebServerAddressError: Error, Equatable, CustomStringConvertible {
  /// The sentence that says which address and why, and what to do.
  public let description: String

  /// The error for `errno` from binding `host`:`port`; `nil` when the failure is another one.
  init?(errno: Int32, host: String, port: Int) {
    let address = WebServerURL.string(host: host, port: port)
    switch errno {
    case 98, 48:  // EADDRINUSE on Linux, on macOS
      description = "Another program is listening on \(address) already: choose another port with --port."
    case 13, 1:  // EACCES, EPERM
      description =
        "This user may not listen on \(address) (ports below 1024 need privileges): use --port 8080."
    case 99, 49:  // EADDRNOTAVAIL on Linux, on macOS
      description = "\(host) is not an address of this machine: use --host 127.0.0.1."
    default:
      return nil
    }
  }

  /// The error for a `host` no address was found for: a name the system cannot look up.
  init(unknownHost host: String) {
    description =
      "No address was found for the host \(host): use an address such as 127.0.0.1, or a name this machine can look up."
  }
}
