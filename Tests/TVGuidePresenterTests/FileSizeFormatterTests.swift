import Testing

@testable import TVGuidePresenter

@Suite struct FileSizeFormatterTests {
  private let formatter = FileSizeFormatter()

  @Test(arguments: [
    (Int64(0), "0 bytes"), (1, "1 byte"), (999, "999 bytes"), (1000, "1 KB"), (48_213, "48 KB"),
    (3_145_728, "3.1 MB"), (12_600_000, "13 MB"), (2_000_000_000, "2 GB"),
  ])
  func sizesReadAsPeopleSayThem(bytes: Int64, text: String) {
    #expect(formatter.text(forBytes: bytes) == text)
  }
}
