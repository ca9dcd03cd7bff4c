import TVGuideEntity
import TVGuideInteractor
import TVGuideTestSupport
import Testing

struct ShowStatusFilterTests {
  @Test(arguments: [
    ("all", ShowStatusFilter.all), ("ALL", .all), ("running", .running), ("Running", .running),
    ("ended", .ended), ("ENDED", .ended), ("tbd", .toBeDetermined), ("TBD", .toBeDetermined),
    ("to-be-determined", .toBeDetermined), ("To Be Determined", .toBeDetermined),
    ("to_be_determined", .toBeDetermined), ("in-development", .inDevelopment),
    ("In Development", .inDevelopment), (" in  development ", .inDevelopment),
  ])
  func readsNamesAsPeopleTypeThem(name: String, filter: ShowStatusFilter) {
    #expect(ShowStatusFilter(name: name) == filter)
  }

  @Test(arguments: ["", "   ", "run", "ending", "tba", "development", "in-dev", "unknown", "all shows", "-"])
  func anUnknownNameIsNoFilter(name: String) {
    #expect(ShowStatusFilter(name: name) == nil)
  }

  @Test func everyFilterAnswersToItsOwnName() {
    for filter in ShowStatusFilter.allCases {
      #expect(ShowStatusFilter(name: filter.name) == filter)
    }
    #expect(ShowStatusFilter.allCases.map(\.name) == ["all", "running", "ended", "tbd", "in-development"])
  }

  @Test func nextCyclesThroughEveryFilterBackToAll() {
    var seen: [ShowStatusFilter] = []
    var filter = ShowStatusFilter.all
    repeat {
      seen.append(filter)
      filter = filter.next
    } while filter != .all && seen.count <= ShowStatusFilter.allCases.count
    #expect(seen == ShowStatusFilter.allCases)
  }

  @Test func keepsOnlyShowsOfItsStatus() {
    let running = Show(dto: .withStatus("Running", id: 1))
    let tbd = Show(dto: .withStatus("To Be Determined", id: 2))
    let unknown = Show(dto: .withStatus(nil, id: 3))
    let newStatus = Show(dto: .withStatus("Cancelled", id: 4))
    #expect(ShowStatusFilter.running.includes(running) && !ShowStatusFilter.running.includes(tbd))
    #expect(ShowStatusFilter.toBeDetermined.includes(tbd))
    for filter in ShowStatusFilter.allCases {
      #expect(filter.includes(unknown) == (filter == .all), "a show of unknown status is kept only by all")
      #expect(filter.includes(newStatus) == (filter == .all))
    }
  }
}

extension ShowDTO {
  /// A show with this id and TVMaze status text, for status filter tests.
  static func withStatus(_ status: String?, id: Int) -> ShowDTO {
    var show = ShowDTO.mock.with(id: id, name: "Show \(id)")
    show.status = status
    return show
  }
}
