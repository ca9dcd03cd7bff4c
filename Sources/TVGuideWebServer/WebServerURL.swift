/// The address a browser opens for a server on a host and port, an IPv6 host in brackets.
public enum WebServerURL {
  /// `http://host:port/`, with `[host]` when the host is an IPv6 address.
  public static func string(host: String, port: Int) -> String {
    let name = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
    return "http://\(name):\(port)/"
  }
}
