import TVGuideTestSupport
import Testing

/// The digest kept for the long show's outputs is FNV-1a 64 as published.
@Suite struct FNV1aDigestTests {
  @Test(arguments: [
    ("", "cbf29ce484222325"), ("a", "af63dc4c8601ec8c"), ("foobar", "85944171f73967e8"),
  ])
  func matchesThePublishedValues(text: String, digest: String) {
    #expect(FNV1aDigest(of: text.utf8).description == digest)
  }

  @Test func feedingInPiecesIsFeedingAtOnce() {
    var digest = FNV1aDigest()
    digest.update(with: "foo".utf8)
    digest.update(with: "bar".utf8)
    #expect(digest == FNV1aDigest(of: "foobar".utf8))
    #expect(digest != FNV1aDigest(of: "foobas".utf8))
  }
}
