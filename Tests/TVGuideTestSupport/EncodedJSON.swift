import Foundation

/// What `JSONEncoder` writes for a value, read back as a JSON object, so a test sees exactly
/// which keys were written and which of them are `null`.
public enum EncodedJSON {
  /// The encoded object, or `nil` when the value does not encode to a JSON object.
  public static func object(from value: some Encodable) throws -> [String: Any]? {
    let data = try JSONEncoder().encode(value)
    return try JSONSerialization.jsonObject(with: data) as? [String: Any]
  }

  /// Whether `key` is present in `object` with the value `null`.
  public static func isNull(_ key: String, in object: [String: Any]) -> Bool {
    object[key] is NSNull
  }
}
