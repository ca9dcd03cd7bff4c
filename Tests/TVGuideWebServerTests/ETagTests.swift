import Testing

@testable import TVGuideWebServer

/// A page's tag is the same for the same bytes and differs when a byte does.
@Suite struct ETagTests {
  @Test func theSameBytesHaveTheSameTag() {
    #expect(ETag.of(Array("<p>Girls</p>".utf8)) == ETag.of(Array("<p>Girls</p>".utf8)))
  }

  @Test func aChangedByteChangesTheTag() {
    let page = Array("<p>Girls</p>".utf8)
    for index in page.indices {
      var changed = page
      changed[index] ^= 1
      #expect(ETag.of(changed) != ETag.of(page))
    }
    #expect(ETag.of([]) != ETag.of([0]))
  }

  /// FNV-1a's published value for "a", so the tag is FNV-1a and stays it between releases.
  @Test func theTagIsFNV1a() {
    #expect(ETag.of(Array("a".utf8)) == "af63dc4c8601ec8c")
    #expect(ETag.of([]) == "cbf29ce484222325")
  }
}
