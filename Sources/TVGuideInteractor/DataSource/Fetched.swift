/// A value from a data source, with where it came from.
public struct Fetched<Value: Sendable>: Sendable {
  /// The data itself.
  public var value: Value
  /// Where the data came from.
  public var origin: DataOrigin
  /// Why this answer could not be saved for offline use; `nil` when it was saved or did not
  /// need saving.
  public var saveFailure: ShowDataError?

  /// Wraps `value` with its origin; by default it was saved or did not need saving.
  public init(_ value: Value, origin: DataOrigin, saveFailure: ShowDataError? = nil) {
    self.value = value
    self.origin = origin
    self.saveFailure = saveFailure
  }

  /// The same origin and save failure around a transformed value.
  public func map<Other: Sendable>(_ transform: (Value) throws -> Other) rethrows -> Fetched<Other> {
    Fetched<Other>(try transform(value), origin: origin, saveFailure: saveFailure)
  }
}
