import Foundation
import TVGuideEntity
import Testing

@testable import TVGuideBundledCatalog

/// The last airdate of the catalog's episode lists, read from their bytes in place.
@Suite struct CatalogDataEndTests {
  private func latest(_ text: String) -> CalendarDate? {
    CatalogDataEnd.latestAirdate(in: Data(text.utf8))
  }

  @Test func theLatestOfEveryAirdateIsFound() {
    let text = #"[{"airdate":"2019-04-14","name":"a"},{"airdate":"2025-01-17"},{"airdate":"2011-04-17"}]"#
    #expect(latest(text) == CalendarDate(iso: "2025-01-17"))
  }

  /// A key written inside a string has its quotes escaped, an empty or broken date is no date,
  /// and a key cut off at the end of the file reads nothing past it.
  @Test func whatIsNoAirdateIsLeftOut() {
    #expect(
      latest(#"[{"summary":"\"airdate\":\"2030-01-01\"","airdate":"2012-01-01"}]"#)
        == CalendarDate(iso: "2012-01-01"))
    #expect(latest(#"[{"airdate":""},{"airdate":null},{"airdate":"2020-13-45"}]"#) == nil)
    #expect(latest(#"[{"airdate":"2020-0"#) == nil)
    #expect(latest(#""airdate":""#) == nil)
    #expect(latest("") == nil)
    #expect(latest(#"""""""""#) == nil)
  }
}
