import Foundation
import TVGuideInteractor
import TVGuideTestSupport
import Testing

@Suite struct PosterImageTests {
  @Test(
    arguments: [
      ([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10], PosterImage.Format.jpeg),
      ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0], .png),
      (Array("GIF89a..".utf8), .gif), (Array("GIF87a..".utf8), .gif),
      (Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8), .webp),
    ] as [([UInt8], PosterImage.Format)])
  func readsTheFormatFromTheBytes(bytes: [UInt8], format: PosterImage.Format) throws {
    let image = try #require(PosterImage(bytes: Data(bytes)))
    #expect(image.format == format)
    #expect(image.bytes == Data(bytes))
  }

  /// What a server says it sent is not trusted: a web page, an SVG drawing (which may carry a
  /// script), JSON or nothing is no poster, whatever its `Content-Type` said.
  @Test(arguments: [
    "<html><body>Sign in</body></html>",
    #"<svg xmlns="http://www.w3.org/2000/svg"><script>x()</script></svg>"#,
    #"{"name":"Not Found"}"#, "", "RIFF\u{0}\u{0}\u{0}\u{0}WAVE", "\u{FF}\u{D8}",
  ])
  func refusesWhatIsNoPicture(text: String) {
    #expect(PosterImage(bytes: Data(text.utf8)) == nil)
  }

  @Test func namesTheMediaTypeItIsSentAs() {
    #expect(PosterImage.mock.format.mediaType == "image/png")
    #expect(PosterImage.Format.jpeg.mediaType == "image/jpeg")
  }
}
