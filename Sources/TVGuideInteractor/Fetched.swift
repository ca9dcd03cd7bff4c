/// A value from a data source, with where it came from.
public struct Fetched<Value: Sendable>: Sendable {
  public var value: Value
  public var origin: DataOrigin

  public init(_ value: Value, origin: DataOrigin) {
    self.value = value
    self.origin = origin
  }

  /// The same origin around a transformed value.
  public func map<Other: Sendable>(_ transform: (Value) throws -> Other) rethrows -> Fetched<Other> {
    Fetched<Other>(try transform(value), origin: origin)
  }
}
