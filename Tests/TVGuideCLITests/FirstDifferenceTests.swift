import Foundation
import TVGuideTestSupport
import Testing

/// What the snapshot checks say when an output moved: value equality that ignores layout, and
/// where the first difference is.
@Suite struct FirstDifferenceTests {
  private func parsed(_ json: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(json.utf8))
  }

  @Test func keyOrderAndWhitespaceAreNotValues() throws {
    let compact = try parsed(#"{"a":1,"b":[true,null,"x"],"c":{"d":2.5}}"#)
    let pretty = try parsed("{\n  \"c\" : { \"d\" : 2.5 },\n  \"b\" : [ true, null, \"x\" ],\n  \"a\" : 1\n}")
    #expect(JSONValues.areEqual(compact, pretty))
    #expect(FirstDifference.value(compact, pretty) == nil)
  }

  @Test(arguments: [
    (#"{"s":[{"n":"a"},{"n":"b"}]}"#, #"{"s":[{"n":"a"},{"n":"c"}]}"#, "$.s[1].n was b, is c"),
    (#"{"s":[1,2]}"#, #"{"s":[1]}"#, "$.s had 2 elements, has 1"),
    (#"{"a":1}"#, #"{"a":1,"b":2}"#, "$.b was not there"),
    (#"{"a":1,"b":2}"#, #"{"a":1}"#, "$.b is gone"),
    (#"{"a":null}"#, #"{"a":"x"}"#, "$.a was <null>, is x"),
  ])
  func aChangedValueIsNamedByItsPath(old: String, new: String, sentence: String) throws {
    let (expected, actual) = (try parsed(old), try parsed(new))
    #expect(!JSONValues.areEqual(expected, actual))
    #expect(FirstDifference.value(expected, actual) == sentence)
  }

  @Test func theFirstDifferingLineIsNamed() {
    let sentence = FirstDifference.line(Data("one\ntwo\nthree\n".utf8), Data("one\ntwo\nthr3e\n".utf8))
    #expect(sentence == "line 3 was \"three\", is \"thr3e\"")
    let added = FirstDifference.line(Data("one\n".utf8), Data("one\ntwo\n".utf8))
    #expect(added == "line 2 was \"\", is \"two\"")
    let longer = FirstDifference.line(Data("one".utf8), Data("one\ntwo".utf8))
    #expect(longer == "lines 1 to 1 agree; 1 lines were expected, 2 came (3 bytes expected, 7 came)")
  }
}
