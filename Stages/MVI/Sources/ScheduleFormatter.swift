import Foundation
import TVGuideEntity

/// Describes when a show airs: `Sundays at 21:00 on HBO`, `Weekdays at 23:30 on Comedy
/// Central`, `Fridays on Netflix`.
struct ScheduleFormatter {
  static let noSchedule = "No regular schedule"
  private let sanitizer = TerminalTextSanitizer(mode: .singleLine)

  func text(for schedule: Schedule?, channel: Channel?) -> String {
    let days = Self.days(schedule?.days ?? [])
    // TVMaze's local time, always 24-hour so it reads the same everywhere.
    let time = schedule?.time.map { "at " + String(format: "%02ld:%02ld", $0.hour, $0.minute) }
    // A channel alone says where, not when: that is no schedule.
    guard days != nil || time != nil else { return Self.noSchedule }
    let channelName = channel.map { sanitizer.sanitize($0.name) }
    let on = channelName.flatMap { $0.isEmpty ? nil : "on \($0)" }
    let sentence = [days, time, on].compactMap { $0 }.joined(separator: " ")
    // Without days the sentence starts with "at …", which needs a capital.
    return sentence.prefix(1).uppercased() + sentence.dropFirst()
  }

  private static func days(_ days: [Weekday]) -> String? {
    let listed = Weekday.allCases.filter(days.contains)
    switch Set(listed) {
    case []: return nil
    case Set(Weekday.allCases): return "Daily"
    case [.monday, .tuesday, .wednesday, .thursday, .friday]: return "Weekdays"
    case [.saturday, .sunday]: return "Weekends"
    default:
      let plural = listed.map { $0.rawValue + "s" }
      guard let last = plural.last, plural.count > 1 else { return plural.first }
      return plural.dropLast().joined(separator: ", ") + " and " + last
    }
  }
}
