import Foundation
import Testing

@testable import TVGuideWeb

/// Only web addresses from data become links and images.
@Suite struct WebAddressTests {
  @Test(arguments: [
    "https://static.tvmaze.com/uploads/images/medium_portrait/1/1.jpg", "http://www.tvmaze.com/shows/82",
    "HTTPS://www.tvmaze.com/shows/1",
  ])
  func aWebAddressIsKept(_ address: String) {
    #expect(WebAddress.checked(URL(string: address)) == address)
  }

  @Test(arguments: [
    "javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,<script>alert(1)</script>",
    "data:image/svg+xml;base64,PHN2Zz4=", "vbscript:msgbox", "file:///etc/passwd", "ftp://example.com/x",
    "/shows/82", "shows/82", "//evil.example/x", "https:///no-host", "mailto:someone@example.com",
  ])
  func anythingElseIsRefused(_ address: String) {
    #expect(WebAddress.checked(URL(string: address)) == nil)
  }

  @Test func noAddressIsNoAddress() {
    #expect(WebAddress.checked(nil) == nil)
  }
}
