import Foundation

/// Equality of values read by `JSONSerialization`, as Foundation's collections define it.
public enum JSONValues {
  /// Whether `a` and `b` are equal as `NSArray`/`NSDictionary` compare them: key order and
  /// layout do not matter, every value does.
  public static func areEqual(_ a: Any, _ b: Any) -> Bool {
    NSArray(array: [a]).isEqual(NSArray(array: [b]))
  }
}
