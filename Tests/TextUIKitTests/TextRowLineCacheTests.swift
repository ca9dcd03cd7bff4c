import Testing

@testable import TextUIKit

@MainActor
@Suite struct TextRowLineCacheTests {
  private let cell = TextTableViewCell(columns: [
    TextColumn("Game of Thrones", width: .flexible(minimum: 8)),
    TextColumn("HBO", width: .fixed(5), alignment: .right, priority: 400),
  ])

  @Test func aCellLaidOutAtOneWidthIsLaidOutAgainAtAnother() {
    let cache = TextRowLineCache()
    for width in [30, 9, 30, 9] {
      let layout = TextColumnLayout(width: width)
      #expect(cache.line(for: cell, layout: layout) == layout.line(for: cell))
    }
  }

  @Test func cellsThatDifferInAnyColumnGetTheirOwnLines() {
    let cache = TextRowLineCache()
    let layout = TextColumnLayout(width: 30)
    var restyled = cell
    restyled.columns[1].style = .dim
    var realigned = cell
    realigned.columns[1].alignment = .left
    for variant in [cell, restyled, realigned] {
      #expect(cache.line(for: variant, layout: layout) == layout.line(for: variant))
    }
  }

  @Test func pastItsCapacityTheCacheStartsOverAndStillAnswersRight() {
    let cache = TextRowLineCache()
    let layout = TextColumnLayout(width: 20)
    for number in 0...TextRowLineCache.capacity {
      let cell = TextTableViewCell(text: "Show \(number)")
      #expect(cache.line(for: cell, layout: layout).plainText.hasPrefix("Show \(number)"))
    }
    #expect(cache.count == 1)
  }
}
