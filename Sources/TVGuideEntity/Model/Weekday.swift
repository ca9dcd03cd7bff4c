/// A day of the week, spelled as TVMaze spells it in schedules.
public enum Weekday: String, CaseIterable, Sendable {
  /// Monday.
  case monday = "Monday"
  /// Tuesday.
  case tuesday = "Tuesday"
  /// Wednesday.
  case wednesday = "Wednesday"
  /// Thursday.
  case thursday = "Thursday"
  /// Friday.
  case friday = "Friday"
  /// Saturday.
  case saturday = "Saturday"
  /// Sunday.
  case sunday = "Sunday"
}
