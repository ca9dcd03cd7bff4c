/// One labelled line of the detail header, such as `Schedule  Sundays at 21:00 on HBO`.
public struct DetailField: Equatable, Sendable {
  public var label: String
  public var value: String

  public init(label: String, value: String) {
    self.label = label
    self.value = value
  }
}
