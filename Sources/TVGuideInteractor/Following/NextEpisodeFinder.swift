import Foundation
import TVGuideEntity

/// The rules for what comes next in a show and what is left to watch, at a given moment.
public struct NextEpisodeFinder: Sendable {
  /// The moment "next" and "aired" are measured from.
  public let now: Date

  /// Measures from `now`.
  public init(now: Date) {
    self.now = now
  }

  /// The soonest episode that airs after now; else, for a show that has not ended, the first
  /// episode announced without a date.
  public func next(of show: Show, in episodes: [Episode]) -> NextEpisode {
    let zone = show.channelTimeZone
    var soonest: (episode: Episode, date: Date)?
    for episode in episodes {
      guard let date = episode.airs(inChannelTimeZone: zone), date > now else { continue }
      if date < soonest?.date ?? .distantFuture { soonest = (episode, date) }
    }
    if let soonest { return .airs(soonest.episode, at: soonest.date) }
    if show.status == .ended { return .ended }
    return .noDateYet(episodes.first { $0.airdate == nil && $0.airstamp == nil })
  }

  /// The numbered episodes that have aired, in viewing order.
  public func aired(of show: Show, in episodes: [Episode]) -> [EpisodeKey] {
    let zone = show.channelTimeZone
    return episodes.compactMap { episode in
      guard let number = episode.number, !episode.isSpecial,
        let date = episode.airs(inChannelTimeZone: zone), date <= now
      else { return nil }
      return EpisodeKey(season: episode.season, number: number)
    }.sorted()
  }
}

extension Show {
  /// The time zone of the show's channel, which old episodes' dates and times are local to.
  fileprivate var channelTimeZone: TimeZone? {
    channel?.country?.timeZone.flatMap(TimeZone.init(identifier:))
  }
}
