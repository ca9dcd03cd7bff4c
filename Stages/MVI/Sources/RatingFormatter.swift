import Foundation

/// Shows a TVMaze rating (0–10) as five stars and the number: `★★★★☆ 8.2`.
struct RatingFormatter {
  static let notRated = "Not rated yet"

  /// A rating outside TVMaze's scale is a fault in the data, not a score to draw.
  func text(for rating: Double?) -> String {
    guard let rating, rating.isFinite, (0...10).contains(rating) else { return Self.notRated }
    // Stars come from the number as printed, so `6.95` and `7.0` get the same stars.
    let tenths = Int((rating * 10).rounded())
    let filled = (tenths + 10) / 20
    let stars = String(repeating: "★", count: filled) + String(repeating: "☆", count: 5 - filled)
    return stars + " " + String(format: "%.1f", Double(tenths) / 10)
  }
}
