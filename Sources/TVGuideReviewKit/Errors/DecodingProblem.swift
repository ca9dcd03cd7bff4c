import Foundation

/// What is wrong in a JSON or YAML document, as one sentence naming the place
/// (`layers[1][0]`) instead of Swift's `DecodingError` dump.
enum DecodingProblem {
  /// `document` names what was read, e.g. `a layer order`.
  static func sentence(for error: any Error, document: String) -> String {
    guard let error = error as? DecodingError else {
      // A YAML parser's error: its first line names the place (`2:5: error: scanner: …`).
      let described = firstLine(String(describing: error))
      return described.isEmpty ? "it is not \(document)" : described
    }
    switch error {
    case .typeMismatch(let type, let context):
      return "\(place(context)) should be \(noun(for: type))"
    case .valueNotFound(let type, let context):
      return "\(place(context)) is missing: it should be \(noun(for: type))"
    case .keyNotFound(let key, let context):
      return "\(place(context, adding: key)) is missing"
    case .dataCorrupted(let context):
      let detail = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
      return context.codingPath.isEmpty
        ? "it is not valid JSON" + (detail.map { " (\(firstLine($0)))" } ?? "")
        : "\(place(context)) is not valid: \(firstLine(context.debugDescription))"
    @unknown default:
      return "it is not \(document)"
    }
  }

  /// `layers[1][0]`, or `the document` at the top.
  private static func place(_ context: DecodingError.Context, adding key: (any CodingKey)? = nil) -> String {
    let path = context.codingPath + (key.map { [$0] } ?? [])
    guard !path.isEmpty else { return "the document" }
    var text = ""
    for key in path {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += (text.isEmpty ? "" : ".") + key.stringValue
      }
    }
    return "`\(text)`"
  }

  private static func noun(for type: Any.Type) -> String {
    let name = String(describing: type)
    // Swift's containers, and Yams's names for the YAML nodes it expected.
    if name.hasPrefix("Array") || name == "Sequence" { return "a list" }
    if name.hasPrefix("Dictionary") || name.contains("KeyedDecodingContainer") || name == "Mapping" {
      return "a mapping of keys to values"
    }
    if name == "String" || name == "Scalar" { return "a string" }
    if name == "Int" || name == "Double" { return "a number" }
    if name == "Bool" { return "true or false" }
    return "a \(name)"
  }

  private static func firstLine(_ text: String) -> String {
    String(text.split(whereSeparator: \.isNewline).first ?? "")
      .trimmingCharacters(in: CharacterSet(charactersIn: ". "))
  }
}
