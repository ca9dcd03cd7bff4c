import TVGuideEntity

/// Describes when a show airs: `Sundays at 21:00 on HBO`, `Weekdays at 23:30 on Comedy
/// Central`, `Fridays on Netflix`.
package struct ScheduleFormatter: Sendable {
  package static let noSchedule = "No regular schedule"
  private let sanitizer: any TextSanitizing

  /// `sanitizer` is the view's rule for text from data.
  package init(sanitizer: any TextSanitizing) {
    self.sanitizer = sanitizer
  }

  package func text(for schedule: Schedule?, channel: Channel?) -> String {
    let days = Self.days(schedule?.days ?? [])
    let time = schedule?.time.map { "at \(Self.clock($0))" }
    // A channel alone says where, not when: that is no schedule.
    guard days != nil || time != nil else { return Self.noSchedule }
    let channelName = channel.map { sanitizer.singleLine($0.name) }.flatMap { $0.isEmpty ? nil : $0 }
    let parts = [days, time, channelName.map { "on \($0)" }].compactMap { $0 }
    // Without days the sentence starts with "at …", which needs a capital.
    return Self.capitalizingFirstLetter(parts.joined(separator: " "))
  }

  /// `21:00`: TVMaze's local time, always 24-hour so it reads the same everywhere.
  package static func clock(_ time: TimeOfDay) -> String {
    let minute = time.minute < 10 ? "0\(time.minute)" : "\(time.minute)"
    let hour = time.hour < 10 ? "0\(time.hour)" : "\(time.hour)"
    return "\(hour):\(minute)"
  }

  private static func days(_ days: [Weekday]) -> String? {
    let unique = Weekday.allCases.filter(days.contains)
    switch Set(unique) {
    case []: return nil
    case Set(Weekday.allCases): return "Daily"
    case [.monday, .tuesday, .wednesday, .thursday, .friday]: return "Weekdays"
    case [.saturday, .sunday]: return "Weekends"
    default:
      let plural = unique.map { $0.rawValue + "s" }
      guard let last = plural.last, plural.count > 1 else { return plural.first }
      return plural.dropLast().joined(separator: ", ") + " and " + last
    }
  }

  private static func capitalizingFirstLetter(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst()
  }
}
