/// A `DecodingError` in a few words that name the place: `[3].rating.average: expected a
/// number`. Data sources put it into their error messages instead of Swift's dump.
public struct DecodingErrorSummary: CustomStringConvertible, Sendable {
  /// The summary: the failing field's path, a colon, and what was wrong there.
  public let description: String

  /// Summarises `error`, naming the JSON path when the error has one.
  public init(_ error: DecodingError) {
    switch error {
    case .typeMismatch(let type, let context):
      description = Self.place(context) + "expected \(Self.noun(for: type))"
    case .valueNotFound(let type, let context):
      description = Self.place(context) + "expected \(Self.noun(for: type)), found null"
    case .keyNotFound(let key, let context):
      description = Self.place(context) + "missing \"\(key.stringValue)\""
    case .dataCorrupted(let context):
      description = Self.place(context) + "not valid JSON"
    @unknown default:
      description = "unreadable data"
    }
  }

  private static func place(_ context: DecodingError.Context) -> String {
    guard !context.codingPath.isEmpty else { return "" }
    let path = context.codingPath.map { key in
      key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)"
    }.joined()
    return (path.hasPrefix(".") ? String(path.dropFirst()) : path) + ": "
  }

  private static func noun(for type: Any.Type) -> String {
    switch type {
    case is Int.Type: "a whole number"
    case is Double.Type: "a number"
    case is String.Type: "text"
    case is Bool.Type: "true or false"
    // A dictionary is a `Collection` too: check for it before the list case.
    case is [String: Any].Type: "an object"
    default: type is any Collection.Type ? "a list" : "an object"
    }
  }
}
