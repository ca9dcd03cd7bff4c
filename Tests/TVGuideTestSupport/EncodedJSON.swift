import Foundation
import TVGuideEntity

/// What the app's one JSON writer writes of a `--json` document (`JSONWriter`'s document
/// style), read back as a JSON object, so a test sees exactly which keys were written and
/// which of them are `null`.
public enum EncodedJSON {
  /// The encoded object, or `nil` when the value does not encode to a JSON object.
  public static func object(from value: some Encodable) throws -> [String: Any]? {
    let data = try JSONWriter(style: .document).data(for: value)
    return try JSONSerialization.jsonObject(with: data) as? [String: Any]
  }

  /// Whether `key` is present in `object` with the value `null`.
  public static func isNull(_ key: String, in object: [String: Any]) -> Bool {
    object[key] is NSNull
  }
}
