import TVGuideReviewKit
import TVGuideTestSupport
import Testing

/// `--changes` on each step of the migration says what the step's README says the step did,
/// and one line on a step that changes nothing. The stages are two targets of one package, so
/// their types are matched by name (`matchingModules: false`), as one app's two commits are.
@Suite struct StageChangesTests {
  /// The Markdown comment of each step, `01-MVC→02-MVP` and so on.
  private static func summaries() async throws -> [String: String] {
    let reviews = try await StageArchitectures.all()
    let stages = StageArchitectures.stages
    var summaries: [String: String] = [:]
    for (old, new) in zip(stages, stages.dropFirst()) {
      guard let before = reviews[old], let after = reviews[new] else { continue }
      summaries["\(old)→\(new)"] =
        ArchitectureChanges(from: before, to: after, base: "Stages/\(old)", matchingModules: false).markdown
    }
    summaries["06-Search→06-Search"] = reviews["06-Search"].map {
      ArchitectureChanges(from: $0, to: $0, base: "Stages/06-Search", matchingModules: false).markdown
    }
    return summaries
  }

  /// What each step's README says it did, as the lines `--changes` prints for it.
  static let expected: [String: [String]] = [
    // "Each screen is now a pair … the presenter decides: ShowListPresenter asks
    // NetworkManager for pages"; "the step deletes stage 1's ShowDTO.swift and Show.swift";
    // the formatting moves "to one helper type per job".
    "01-MVC→02-MVP": [
      "- `ShowList` gains a presenter `ShowListPresenter`, a view `ShowListView`.",
      "- New dependency `Presenter` → `Service`: `ShowDetailPresenter → NetworkManager`, "
        + "`ShowListPresenter → NetworkManager`.",
      "- Types removed: `Show` (entity), `Day` (entity), `Time` (entity), `Channel` (entity), `ShowDTO` (entity), "
        + "`RatingDTO` (entity), `CountryDTO` (entity), `ChannelDTO` (entity), `ScheduleDTO` (entity), "
        + "`SummaryBreak` (unknown).",
    ],
    // "The business rules and the service calls leave the presenters for interactors … Both
    // call the data source (ShowDataSource) directly; NetworkManager … is gone."
    "02-MVP→03-Interactor": [
      "- `ShowDetail` gains an interactor `ShowDetailInteractor`.",
      "- `ShowList` gains an interactor `ShowListInteractor`.",
      "- `Presenter` → `Service` no longer used: was `ShowDetailPresenter → NetworkManager`, "
        + "`ShowListPresenter → NetworkManager`.",
      "- Types removed: `NetworkManager` (data-service).",
    ],
    // "A builder now creates every part of a module … Routers carry out the navigation … No
    // view controller creates another screen any more, so none knows the data source … The
    // detail screen's delegate protocol is gone."
    "03-Interactor→04-Router": [
      "- `ShowList` gains an interactor `ShowListInteractorInput`, a builder `ShowListModuleBuilder`, "
        + "a router `ShowListRouter`, a router `ShowListRouterInput`, a view `ShowListViewInput`.",
      "- `View` → `Interactor` no longer used: was `ShowListViewController → ShowDetailInteractor`.",
      "- `View` → `TVGuideInteractor` no longer used: was `ShowListViewController → ShowDataSource`.",
    ],
    // "Only the detail screen changed": its seasons are values, no part or layer changes.
    "04-Router→05-Seasons": [
      "- Types added: `EpisodeCodeFormatter` (formatter), `EpisodeRow` (entity), `SeasonHeaderFormatter` "
        + "(formatter), `SeasonSection` (entity), `ShowDetail` (entity)."
    ],
    // "The presenter now hands the view its whole state at once (ShowListViewModel: rows and
    // status)."
    "05-Seasons→06-Search": [
      "- `ShowList` gains a view-model `ShowListViewModel`."
    ],
  ]

  /// Whether a line of `summary` says at least what `line` says: the same lead (up to its
  /// first colon, or through "gains") and every name `line` lists. An exercise's solution may
  /// add a type or a use to its stage (scripts/exercises runs this suite on it); what the
  /// step's README claims must still hold, and only that.
  private static func says(_ summary: [Substring], _ line: String) -> Bool {
    let lead =
      line.range(of: ": ").map { String(line[..<$0.lowerBound]) }
      ?? line.range(of: " gains ").map { String(line[..<$0.upperBound]) } ?? line
    let names = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { "`\($0.element)`" }
    return summary.contains { summaryLine in
      summaryLine.hasPrefix(lead) && names.allSatisfy { summaryLine.contains($0) }
    }
  }

  @Test func eachStepSaysWhatItsReadmeSays() async throws {
    let summaries = try await Self.summaries()
    for (step, lines) in Self.expected {
      let summary = try #require(summaries[step])
      let summaryLines = summary.split(separator: "\n")
      for line in lines {
        #expect(Self.says(summaryLines, line), "\(step) lacks \(line):\n\(summary)")
      }
    }
    // The reading is no looser than that: another lead, or one name missing, is not saying it.
    #expect(Self.says(["- Types removed: `A` (service), `B` (entity)."], "- Types removed: `B` (entity)."))
    #expect(!Self.says(["- Types removed: `A` (service)."], "- Types removed: `B` (entity)."))
    #expect(!Self.says(["- Types added: `B` (entity)."], "- Types removed: `B` (entity)."))
    // The steps that change no screen's parts and no layer's uses say so by saying nothing.
    let seasons = try #require(summaries["04-Router→05-Seasons"])
    #expect(!seasons.contains("gains") && !seasons.contains("dependency") && !seasons.contains("no longer"))
    let interactor = try #require(summaries["02-MVP→03-Interactor"])
    #expect(!interactor.contains("New dependency `Presenter` → `Service`"))
    // The detail's delegate protocol is gone in stage 4.
    #expect(
      try #require(summaries["03-Interactor→04-Router"]).contains("`ShowDetailViewControllerDelegate` (view)")
    )
    #expect(
      summaries["06-Search→06-Search"]
        == "<!-- tvguide-review: architecture changes -->\nNo architecture changes since `Stages/06-Search`.\n"
    )
  }
}
