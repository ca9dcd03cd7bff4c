import Testing

@testable import TVGuideBundledCatalog

@Suite struct JSONArraySplitterTests {
  /// The elements `json` splits into, fed to the splitter `chunk` bytes at a time.
  private func elements(of json: String, chunk: Int = 1) throws -> [String] {
    let bytes = Array(json.utf8)
    var splitter = JSONArraySplitter()
    var found: [String] = []
    var end = 0
    while end < bytes.count {
      end = min(bytes.count, end + chunk)
      try Array(bytes[..<end]).withUnsafeBufferPointer { buffer in
        try splitter.scan(buffer) { found.append(String(decoding: buffer[$0], as: UTF8.self)) }
      }
    }
    try splitter.finish()
    return found
  }

  @Test(arguments: [1, 2, 5, 1_000])
  func splitsEveryKindOfElementWhateverTheChunks(chunk: Int) throws {
    let json = #" [ {"a": "x]}\"{"}, [1, [2]], "s,]", 12.5e3 ,true,null,-1 ] "#
    #expect(
      try elements(of: json, chunk: chunk) == [
        #"{"a": "x]}\"{"}"#, "[1, [2]]", #""s,]""#, "12.5e3", "true", "null", "-1",
      ])
  }

  @Test func anEmptyArrayHasNoElements() throws {
    #expect(try elements(of: " [ ] ") == [])
  }

  @Test(arguments: [
    "", "{}", "[1", "[1,", "[1,]", "[1,]]", "[1,,2]", "[1 2]", "[,1]", "[1]x", "[1]]", #"["open]"#,
  ])
  func whatIsNotOneArrayIsAnError(_ json: String) {
    #expect(throws: DecodingError.self) { try elements(of: json) }
  }
}
