import Foundation

/// Any JSON value, read without a schema, so a test can compare a DTO with the raw file.
public enum JSONValue: Equatable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// Parses JSON text.
  public init(data: Data) throws {
    self.init(parsed: try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]))
  }

  private init(parsed: Any) {
    switch parsed {
    case let text as String:
      self = .string(text)
    case let elements as [Any]:
      self = .array(elements.map(JSONValue.init(parsed:)))
    case let members as [String: Any]:
      self = .object(members.mapValues(JSONValue.init(parsed:)))
    case let number as NSNumber:
      // Foundation reads `true` and `false` as numbers of C type `char`, and nothing else so.
      let isBool = String(cString: number.objCType) == "c"
      self = isBool ? .bool(number.boolValue) : .number(number.doubleValue)
    default:
      self = .null
    }
  }

  /// What `value` looks like once encoded as JSON.
  public init(encoding value: some Encodable) throws {
    try self.init(data: JSONEncoder().encode(value))
  }

  /// The member `key` of an object; `nil` when absent or when this is not an object.
  public subscript(key: String) -> JSONValue? {
    if case .object(let members) = self { members[key] } else { nil }
  }

  public var array: [JSONValue]? {
    if case .array(let elements) = self { elements } else { nil }
  }

  public var string: String? {
    if case .string(let text) = self { text } else { nil }
  }

  public var int: Int? {
    if case .number(let number) = self { Int(exactly: number) } else { nil }
  }

  public var isNull: Bool { self == .null }

  /// Every value stored under `key`, at any depth, e.g. all `airdate`s of a file.
  public func values(forKey key: String) -> [JSONValue] {
    switch self {
    case .object(let members):
      return (members[key].map { [$0] } ?? []) + members.values.flatMap { $0.values(forKey: key) }
    case .array(let elements):
      return elements.flatMap { $0.values(forKey: key) }
    default:
      return []
    }
  }

  /// This object without the given members, e.g. a schedule item without its show.
  public func removing(_ keys: Set<String>) -> JSONValue {
    guard case .object(let members) = self else { return self }
    return .object(members.filter { !keys.contains($0.key) })
  }

  /// The paths (`[3].rating.average`) where `decoded`, a DTO encoded back to JSON, differs
  /// from this raw value: a value lost, changed or invented. `null` and an absent key are the
  /// same fact; members named in `ignoring` are skipped at any depth (fields the app never reads).
  public func differences(to decoded: JSONValue, ignoring: Set<String> = [], at path: String = "")
    -> [String]
  {
    switch (self, decoded) {
    case (.object(let raw), .object(let mine)):
      let keys = Set(raw.keys).union(mine.keys).subtracting(ignoring)
      return keys.sorted().flatMap { key in
        (raw[key] ?? .null).differences(
          to: mine[key] ?? .null, ignoring: ignoring, at: path + "." + key)
      }
    case (.array(let raw), .array(let mine)) where raw.count == mine.count:
      return zip(raw, mine).enumerated().flatMap { index, pair in
        pair.0.differences(to: pair.1, ignoring: ignoring, at: path + "[\(index)]")
      }
    default:
      return self == decoded ? [] : [path.isEmpty ? "(root)" : path]
    }
  }
}
