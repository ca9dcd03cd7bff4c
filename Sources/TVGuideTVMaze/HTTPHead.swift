/// An answer's status and header fields, as `HTTPHeadReader` read them.
struct HTTPHead: Sendable, Equatable {
  /// One `name: value` line; the name as sent, the value without surrounding spaces.
  struct Field: Sendable, Equatable {
    let name: String
    let value: String
  }

  let status: Int
  let fields: [Field]

  /// The first field called `name`, whatever its case.
  func value(of name: String) -> String? {
    fields.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
  }
}
