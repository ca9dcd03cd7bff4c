/// One labelled line of the detail header, such as `Schedule  Sundays at 21:00 on HBO`.
public struct DetailField: Equatable, Sendable {
  /// The label on the left, e.g. `Schedule`.
  public var label: String
  /// The value on the right, e.g. `Sundays at 21:00 on HBO`.
  public var value: String

  /// Creates a labelled line.
  public init(label: String, value: String) {
    self.label = label
    self.value = value
  }
}
