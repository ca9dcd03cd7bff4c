/// An answer's status and header fields, as `HTTPHeadReader` read them.
@_spi(Fuzzing) public struct HTTPHead: Sendable, Equatable {
  /// One `name: value` line; the name as sent, the value without surrounding spaces.
  public struct Field: Sendable, Equatable {
    /// The field's name, as the server wrote it.
    public let name: String
    /// The field's value, without the spaces around it.
    public let value: String
  }

  /// The status code, 200 to 599 (informational heads are skipped).
  public let status: Int
  /// The header lines, in the order they came.
  public let fields: [Field]

  /// The first field called `name`, whatever its case.
  public func value(of name: String) -> String? {
    fields.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
  }
}
