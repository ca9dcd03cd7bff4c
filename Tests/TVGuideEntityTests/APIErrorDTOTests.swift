import Foundation
import TVGuideEntity
import TVGuideTestSupport
import Testing

struct APIErrorDTOTests {
  @Test func fixturesArePresent() {
    #expect(!Fixtures.jsonFiles(under: "errors").isEmpty)
  }

  @Test(arguments: Fixtures.jsonFiles(under: "errors"))
  func errorBodyDecodesWithoutLoss(_ path: String) throws {
    let raw = try JSONValue(data: Fixtures.data(path))
    let body = try Fixtures.decode(APIErrorDTO.self, from: path)
    #expect(raw.differences(to: try JSONValue(encoding: body)) == [])
    #expect(body.status == raw["status"]?.int)
  }

  @Test func anEmptyBodyDecodesToNothingKnown() throws {
    let body = try JSONDecoder().decode(APIErrorDTO.self, from: Data("{}".utf8))
    #expect(body.name == nil && body.message == nil && body.code == nil && body.status == nil)
  }
}
