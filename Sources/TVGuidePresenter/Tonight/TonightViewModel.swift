/// What `tvguide tonight` shows: a title, the day's slots, and why that day when none was asked.
public struct TonightViewModel: Equatable, Sendable {
  /// `US TV, Saturday 19 Jan 2019 (times in Europe/London)`.
  public var title: String
  /// The sentence saying which day was taken when none was asked; `nil` otherwise.
  public var notice: String?
  /// The time slots, earliest first.
  public var slots: [TonightSlot]
  /// The line under the slots: how many rows are marked, or that nothing is scheduled.
  public var footer: String?
  /// The day shown, `2019-01-19`, also when none was asked: a view with a form for the day
  /// fills it with this one.
  public var day: String
  /// The two-letter country shown, upper-case; `nil` for every country (the web schedule's
  /// default).
  public var country: String?
  /// The same schedule for `--json`; set only when the presenter is asked to build it.
  package var document: TonightDocument?

  /// Creates a view model of the schedule of `day` in `country`.
  public init(
    title: String, notice: String?, slots: [TonightSlot], footer: String?, day: String = "",
    country: String? = nil
  ) {
    self.title = title
    self.notice = notice
    self.slots = slots
    self.footer = footer
    self.day = day
    self.country = country
  }
}
