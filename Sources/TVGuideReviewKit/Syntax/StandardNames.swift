/// Names from the standard library and Foundation whose nature the index cannot read.
enum StandardNames {
  /// Value types a property can hold without keeping an object alive.
  static let valueTypes: Set<String> = [
    "String", "Substring", "Character", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt",
    "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Decimal", "CGFloat", "Date",
    "URL", "Data", "UUID", "IndexPath", "TimeInterval", "Duration", "Array", "Dictionary", "Set",
    "Result", "Range", "ClosedRange",
  ]

  /// Protocols that do not make a protocol class-bound.
  static let unboundProtocols: Set<String> = [
    "Sendable", "Hashable", "Equatable", "Comparable", "Identifiable", "Codable", "Encodable",
    "Decodable", "CustomStringConvertible", "CustomDebugStringConvertible", "Error",
    "CaseIterable", "RawRepresentable", "Sequence", "Collection",
  ]

  /// Constraints that make a protocol class-bound.
  static let classConstraints: Set<String> = ["AnyObject", "NSObjectProtocol", "Actor", "class"]
}
