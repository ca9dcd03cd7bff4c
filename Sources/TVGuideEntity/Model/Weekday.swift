/// A day of the week, spelled as TVMaze spells it in schedules.
public enum Weekday: String, CaseIterable, Sendable {
  case monday = "Monday"
  case tuesday = "Tuesday"
  case wednesday = "Wednesday"
  case thursday = "Thursday"
  case friday = "Friday"
  case saturday = "Saturday"
  case sunday = "Sunday"
}
