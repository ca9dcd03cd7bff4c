import Foundation
import TVGuideEntity
import TVGuideInteractor
import TVGuidePresenter
import TVGuideTestSupport
import TVGuideView
import Testing

@MainActor
@Suite struct FollowingPresenterTests {
  private static func followed(_ id: Int, _ next: NextEpisode, unwatched: Int? = 2) -> FollowedShow {
    FollowedShow(show: Show(dto: ShowDTO(id: id, name: "Show \(id)")), next: next, unwatchedCount: unwatched)
  }

  private let shows = [
    followed(1, .ended), followed(2, .noDateYet(nil), unwatched: nil),
    followed(
      3,
      .airs(
        Episode(id: 30, name: "Later", season: 2, number: 5), at: Date(timeIntervalSince1970: 2_000_000_000))),
  ]

  private func presenter(_ stub: FollowingInteractorStub, router: FollowingRouterSpy? = nil) -> (
    FollowingPresenter, FollowingViewSpy
  ) {
    let view = FollowingViewSpy()
    let presenter = FollowingPresenter(
      interactor: stub, router: router, timeZone: TimeZone(identifier: "UTC")!, sanitizer: TerminalText())
    presenter.view = view
    return (presenter, view)
  }

  /// What the list could not read is one warning line, and the shows left out are handed on by
  /// id, for a view that offers to unfollow them (issue 36).
  @Test func theShowsLeftOutAreOneWarningAndTheirIds() async throws {
    let stub = FollowingInteractorStub(shows: .success(shows))
    stub.problems = FollowedShowProblems(leftOut: [FollowedShowProblem(id: -5, error: .showNotFound(id: -5))])
    let (presenter, view) = presenter(stub)
    await presenter.showFollowing()
    #expect(view.lastContent?.rows.map(\.showID) == [1, 2, 3])
    #expect(
      view.lastContent?.warning
        == "Followed show -5 is left out, as it could not be read: There is no show with id -5.")
    #expect(view.lastContent?.leftOutShowIDs == [-5])
    stub.problems = FollowedShowProblems()
    await presenter.showNext()
    #expect(view.lastContent?.warning == nil)
    #expect(view.lastContent?.leftOutShowIDs.isEmpty == true)
  }

  @Test func followingKeepsTheOrderFollowedAndNextPutsTheSoonestFirst() async throws {
    let (presenter, view) = presenter(FollowingInteractorStub(shows: .success(shows)))
    await presenter.showFollowing()
    #expect(view.lastContent?.rows.map(\.showID) == [1, 2, 3])
    #expect(view.lastContent?.headline == "You follow 3 shows:")
    await presenter.showNext()
    let rows = try #require(view.lastContent?.rows)
    #expect(rows.map(\.showID) == [3, 2, 1])
    #expect(rows[0].when == "18 May 2033")
    #expect(rows[0].episode == "S02E05 Later")
    #expect(rows.map(\.unwatched) == ["2 unwatched", "", "2 unwatched"])
    #expect(rows.map(\.when).suffix(2) == ["no date yet", "ended"])
  }

  /// `next` is an agenda (issue 37): the dated episodes under their days, Today and Tomorrow
  /// named when measured from now, the shows with no date counted, not listed.
  @Test func nextIsAnAgendaByDayThatCountsWhatItLeavesOut() async throws {
    let stub = FollowingInteractorStub(shows: .success(shows))
    // 17 May 2033 12:00 UTC: show 3's episode, at 03:33 UTC on the 18th, airs tomorrow.
    stub.asOf = AsOf(date: Date(timeIntervalSince1970: 1_999_944_000), reason: .now)
    let (presenter, view) = presenter(stub)
    await presenter.showNext()
    let content = try #require(view.lastContent)
    #expect(content.isAgenda)
    #expect(
      content.agenda == [
        AgendaDay(
          title: "Tomorrow · Wed 18 May 2033",
          entries: [
            AgendaEntry(
              showID: 3, time: "03:33", show: "Show 3", code: "S02E05", title: "Later",
              unwatched: "2 unwatched")
          ])
      ])
    #expect(content.notListed == "Not listed: 1 show with no date yet, 1 ended.")
    #expect(content.notice == nil)
    stub.asOf = AsOf(
      date: Date(timeIntervalSince1970: 1_999_944_000), reason: .insideData,
      dataEnd: CalendarDate(year: 2025, month: 1, day: 17), isPastData: true)
    await presenter.showNext()
    #expect(view.lastContent?.agenda.first?.title == "Wed 18 May 2033")
    #expect(
      view.lastContent?.notice
        == "The bundled catalog's data ends on 17 Jan 2025: shown as of Tue 17 May 2033, the last day each "
        + "of your shows had an episode to come (another day can be chosen, TVMaze's live data for today's).")
    await presenter.showFollowing()
    #expect(view.lastContent?.isAgenda == false)
    #expect(view.lastContent?.agenda.isEmpty == true)
  }

  @Test func aRowOpensItsShowAndAnUnknownRowDoesNothing() async {
    let router = FollowingRouterSpy()
    let (presenter, _) = presenter(FollowingInteractorStub(shows: .success(shows)), router: router)
    await presenter.showNext()
    presenter.didSelectRow(at: 0)
    presenter.didSelectRow(at: 7)
    #expect(router.openedShowIDs == [3])
    presenter.didRequestBack()
    #expect(router.closeCount == 1)
  }

  @Test func aFailureIsOneSentenceForTheView() async {
    let (presenter, view) = presenter(
      FollowingInteractorStub(shows: .failure(.userDataFromNewerVersion(path: "/c/user.sqlite"))))
    await presenter.showNext()
    #expect(
      view.lastError?.message.hasPrefix(
        "The followed shows and watched marks in /c/user.sqlite were saved by a newer tvguide") == true)
  }

  @Test func unfollowingARowUnfollowsItsShow() async {
    let stub = FollowingInteractorStub(shows: .success(shows))
    let (presenter, view) = presenter(stub)
    await presenter.showFollowing()
    presenter.didRequestUnfollow(at: 1)
    #expect(await eventually { stub.unfollowed == [[2]] })
    #expect(await eventually { view.events.count >= 4 })
  }
}
