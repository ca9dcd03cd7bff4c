import TVGuideEntity
import TVGuideTestSupport
import TVGuideView
import Testing

@testable import TVGuidePresenter

@Suite struct ShowRowMemoTests {
  private let mapper = ShowRowMapper(sanitizer: TerminalText())

  private func fresh(_ shows: [Show], held: Set<Int>? = nil) -> [ShowRow] {
    shows.map { mapper.row(for: $0, showIDsWithEpisodesHeld: held) }
  }

  @Test func everyListGetsTheRowsAFreshMappingGives() throws {
    let page = try Fixtures.indexPage(0, count: 40)
    var renamed = Array(page.prefix(20))
    renamed[5].name = "Renamed"
    var rerated = renamed
    rerated[19].rating = 1.5
    // In the order line mode meets them: the same list again, a page more, a show changed
    // in place, the last one changed, a shorter list, an empty one, and back.
    let lists = [Array(page.prefix(20)), Array(page.prefix(20)), page, renamed, rerated, [page[3]], [], page]
    var memo = ShowRowMemo()
    for shows in lists {
      #expect(memo.rows(for: shows, showIDsWithEpisodesHeld: nil, mapper: mapper) == fresh(shows))
    }
  }

  @Test func listsThatTakeTurnsGetTheRowsOfTheirOwnShows() throws {
    let page = try Fixtures.indexPage(0, count: 30)
    let everyOther = page.enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element)
    var renamed = everyOther
    renamed[4].name = "Renamed"
    // As `status ended` and `status all` take turns: a filtered list, the whole one, the
    // filtered one again with a show changed since, and the whole one again.
    let lists = [everyOther, page, renamed, page, everyOther]
    var memo = ShowRowMemo()
    for shows in lists {
      #expect(memo.rows(for: shows, showIDsWithEpisodesHeld: nil, mapper: mapper) == fresh(shows))
    }
  }

  @Test func aChangeInTheShowsWhoseEpisodesAreHeldMarksTheRowsAgain() throws {
    let shows = try Fixtures.indexPage(0, count: 10)
    var memo = ShowRowMemo()
    for held in [nil, Set([shows[2].id]), Set([shows[2].id, shows[7].id]), nil] as [Set<Int>?] {
      #expect(
        memo.rows(for: shows, showIDsWithEpisodesHeld: held, mapper: mapper) == fresh(shows, held: held))
    }
  }
}
