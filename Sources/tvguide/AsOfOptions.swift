import ArgumentParser
import TVGuideEntity

/// `--as-of DATE`: the day `next`, `following` and `calendar` measure what comes next from,
/// e.g. a day inside the bundled catalog, whose data ends before today.
struct AsOfOptions: ParsableArguments {
  @Option(
    name: .customLong("as-of"),
    help: """
      Measure what comes next from the start of this day, YYYY-MM-DD, instead of now. Without \
      it, the bundled catalog (whose data ends in 2025) is read as of the last day on which \
      each followed show still had an episode to come.
      """)
  var day: String?

  func validate() throws {
    guard let day, CalendarDate(iso: day) == nil else { return }
    throw ValidationError("--as-of must be a day written YYYY-MM-DD, such as 2019-04-01.")
  }

  /// The day asked for; `nil` for now.
  var date: CalendarDate? {
    day.flatMap(CalendarDate.init(iso:))
  }
}
