import Foundation
import TVGuideEntity
import TVGuideInteractor

/// Turns coming episodes into calendar events: a stable id per episode, its title, its length.
package struct CalendarEventMapper: Sendable {
  /// The domain of every event's `UID`: fixed, so the same episode has the same id in every
  /// calendar written. `.invalid` is reserved (RFC 2606), so it can be no one else's.
  package static let uidDomain = "tvguide.invalid"
  /// The length of an episode whose runtime neither it nor its show gives, in minutes.
  package static let defaultMinutes = 60
  private let codes = EpisodeCodeFormatter()

  package init() {}

  /// The event of `coming`.
  package func event(for coming: ComingEpisode) -> ICalendarEvent {
    let episode = coming.episode
    let start: ICalendarEvent.Start =
      if let airs = coming.airs { .instant(airs) } else {
        .day(episode.airdate ?? CalendarDate(year: 1970, month: 1, day: 1)!)
      }
    let title = [coming.show.name, codes.code(for: episode), episode.name].compactMap { $0 }.joined(
      separator: " · ")
    let channel = coming.show.channel.map { "On \($0.name). " } ?? ""
    return ICalendarEvent(
      uid: "tvmaze-episode-\(episode.id)@\(Self.uidDomain)", start: start, minutes: minutes(for: coming),
      summary: title, description: channel + "Data from TVMaze (https://www.tvmaze.com), CC BY-SA 4.0.")
  }

  /// The episode's runtime, else its show's usual one, else ``defaultMinutes``.
  package func minutes(for coming: ComingEpisode) -> Int {
    let known = [coming.episode.runtime, coming.show.runtime, coming.show.averageRuntime].compactMap { $0 }
    return known.first { $0 > 0 } ?? Self.defaultMinutes
  }
}
