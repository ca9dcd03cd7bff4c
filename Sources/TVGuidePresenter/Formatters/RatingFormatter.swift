/// Shows a TVMaze rating (0–10) as five stars and the number: `★★★★☆ 8.2`.
package struct RatingFormatter: Sendable {
  package static let notRated = "Not rated yet"

  package init() {}

  package func text(for rating: Double?) -> String {
    guard let value = Self.valid(rating) else { return Self.notRated }
    // Stars come from the number as printed, so `6.95` and `7.0` (both shown as `7.0`) get
    // the same stars.
    let tenths = Self.tenths(value)
    let filled = (tenths + 10) / 20
    let stars = String(repeating: "★", count: filled) + String(repeating: "☆", count: 5 - filled)
    return "\(stars) \(tenths / 10).\(tenths % 10)"
  }

  /// The rating as JSON carries it: a number, or `nil` when there is no usable rating.
  package func value(for rating: Double?) -> Double? {
    Self.valid(rating)
  }

  /// Ratings outside TVMaze's scale are faults in the data, not scores to draw.
  private static func valid(_ rating: Double?) -> Double? {
    guard let rating, rating.isFinite, (0...10).contains(rating) else { return nil }
    return rating
  }

  /// The rating in tenths, rounded half up; the text is written by hand rather than with
  /// `String(format:)` so no locale can turn `.` into `,`.
  private static func tenths(_ value: Double) -> Int {
    Int((value * 10).rounded())
  }
}
