/// An answer's status and header fields, as `HTTPHeadReader` read them.
@_spi(Fuzzing) public struct HTTPHead: Sendable, Equatable {
  /// One `name: value` line; the name as sent, the value without surrounding spaces.
  public struct Field: Sendable, Equatable {
    public let name: String
    public let value: String
  }

  public let status: Int
  public let fields: [Field]

  /// The first field called `name`, whatever its case.
  public func value(of name: String) -> String? {
    fields.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
  }
}
