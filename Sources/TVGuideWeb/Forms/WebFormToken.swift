/// The secret every page's buttons post back, so a page of another site cannot make the guide
/// follow or mark anything: it can send a form to the server but cannot read a page to learn
/// the token. One per server run; the pages, kept and shared between requests, all carry it.
///
/// A token in a hidden field rather than a `SameSite` cookie: a site is the host without its
/// port, so every page served on 127.0.0.1 (any other local server or tool) counts as the same
/// site and would send the cookie along; the same-origin policy, which keeps the token from
/// being read, does count the port. It also needs no cookie, so the pages stay the same for
/// everyone and the page cache can share them.
public struct WebFormToken: Hashable, Sendable {
  /// The form field that carries it.
  public static let fieldName = "token"
  /// The token as written in the pages: 64 hex digits.
  public let value: String

  /// A token of `value`; tests choose one, the server draws one with `random()`.
  public init(value: String) {
    self.value = value
  }

  /// 32 bytes from the system's secure generator, in hex.
  public static func random() -> WebFormToken {
    var generator = SystemRandomNumberGenerator()
    let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    return WebFormToken(value: bytes.map { byte in String(byte, radix: 16).leftPadded(to: 2) }.joined())
  }

  /// Whether `candidate` is this token. Compared in time that does not depend on where they
  /// differ, so the time of a refusal tells nothing about the token.
  public func accepts(_ candidate: String?) -> Bool {
    guard let candidate else { return false }
    let (expected, given) = (Array(value.utf8), Array(candidate.utf8))
    guard expected.count == given.count, !expected.isEmpty else { return false }
    var difference: UInt8 = 0
    for index in expected.indices { difference |= expected[index] ^ given[index] }
    return difference == 0
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
