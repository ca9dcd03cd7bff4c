import Foundation
import TVGuideEntity

/// Reads a day's schedule through `ScheduleSource` and marks the followed shows through
/// `FollowStoring`, choosing the day when none is asked for.
public final class TonightInteractor: TonightInteractorInput {
  private let schedules: any ScheduleSource
  private let follows: (any FollowStoring)?
  private let today: @Sendable () -> CalendarDate

  /// Creates the interactor; without `follows` no show is marked. `today` is the day a source that has every day answers for a
  /// query without one (the user's own day, in their time zone).
  public init(
    schedules: any ScheduleSource, follows: (any FollowStoring)?,
    today: @escaping @Sendable () -> CalendarDate
  ) {
    self.schedules = schedules
    self.follows = follows
    self.today = today
  }

  /// The schedule `query` names: its day, else the newest day the source holds, else today.
  public func schedule(for query: TonightQuery) async throws -> TonightSchedule {
    let country = query.country ?? query.kind.defaultCountry
    let held = try await schedules.scheduleDaysHeld(query.kind)
    // The newest day of the country asked, else of any: a bundled catalog without that
    // country then says which days it does hold, rather than naming today.
    let newestHeld = held?.filter { $0.country == country }.map(\.date).max() ?? held?.map(\.date).max()
    let date = query.date ?? newestHeld ?? today()
    let request = ScheduleRequest(kind: query.kind, day: ScheduleDay(date: date, country: country))
    if let held, !held.contains(request.day) {
      throw ScheduleNotHeld(request: request, held: held.sorted { $0.date < $1.date })
    }
    async let followed = follows?.followedShowIDs() ?? []
    let fetched = try await schedules.schedule(request)
    let followedIDs = Set(try await followed)
    return TonightSchedule(
      request: request, isNewestHeldDay: query.date == nil && held != nil,
      entries: Self.entries(of: fetched.value, followed: followedIDs), origin: fetched.origin)
  }

  /// The entries in airing order; the sort is stable, so one slot keeps the source's order.
  private static func entries(of items: [ScheduleItemDTO], followed: Set<Int>) -> [TonightEntry] {
    let entries = items.map { item in
      TonightEntry(
        episode: Episode(dto: item.episode), show: item.show.map(Show.init(dto:)),
        airs: Airstamp.date(from: item.airstamp),
        isFollowed: item.show.map { followed.contains($0.id) } ?? false
      )
    }
    return entries.enumerated().sorted { lhs, rhs in
      switch (lhs.element.airs, rhs.element.airs) {
      case (let left?, let right?) where left != right: left < right
      case (nil, _?): false
      case (_?, nil): true
      default: lhs.offset < rhs.offset
      }
    }.map(\.element)
  }
}
