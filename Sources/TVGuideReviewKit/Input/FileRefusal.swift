/// Why a file the review wanted was not read, as the end of a sentence that starts with its
/// path: `… is a FIFO, not a regular file`.
package enum FileRefusal: Error, Equatable, Sendable {
  case missing
  /// A folder, FIFO, socket or device: reading a FIFO waits forever, a device never ends.
  case notARegularFile(kind: String)
  /// A symbolic link whose target is outside the project, or nowhere.
  case linkLeavesProject
  case danglingLink
  case tooLarge(size: Int, limit: Int)
  case permissionDenied
  case unreadable(reason: String)
  case notUTF8
  /// Nested deeper than the review follows (`ReviewLimits.syntaxDepth`).
  case nestsTooDeeply(limit: Int)
  /// A shape the parser takes far longer on than its size says (`NestingScan`): what the file
  /// does, and the most the review parses.
  case shapeTooCostly(String, Int)
  /// More tokens than the review parses in one file (`ReviewLimits.fileTokens`).
  case tooManyTokens(count: Int, limit: Int)
  /// Past the total the review reads (`ReviewLimits.totalSize`).
  case pastTotalSize(limit: Int)

  /// What follows the path in a sentence.
  package var reason: String {
    switch self {
    case .missing: "does not exist"
    case .notARegularFile(let kind): "is \(kind), not a regular file"
    case .linkLeavesProject:
      "is a symbolic link to a place outside the project, which the review does not read"
    case .danglingLink: "is a symbolic link to nothing"
    case .tooLarge(let size, let limit):
      "is \(Self.megabytes(size)), larger than the \(Self.megabytes(limit)) the review reads in one file"
    case .permissionDenied: "cannot be read: permission denied"
    case .unreadable(let reason): "cannot be read: \(reason)"
    case .notUTF8: "is not UTF-8 text"
    case .nestsTooDeeply(let limit):
      "nests deeper than the \(limit) levels the review follows (brackets, chained calls, `else if` or operators)"
    case .shapeTooCostly(let shape, let limit): "\(shape), more than the \(limit) the review parses"
    case .tooManyTokens(let count, let limit):
      "has \(Self.grouped(count)) tokens, more than the \(Self.grouped(limit)) the review parses in one file"
    case .pastTotalSize(let limit):
      "was not read: the review reads at most \(Self.megabytes(limit)) of Swift, reviewed files first"
    }
  }

  /// The reason as a sentence about the file, for messages that name it first: `it is a
  /// FIFO, not a regular file`, `there is no such file`.
  package var describingIt: String {
    self == .missing ? "there is no such file" : "it " + reason
  }

  /// `800,000`.
  static func grouped(_ number: Int) -> String {
    let digits = String(number)
    return digits.enumerated().map { index, digit in
      (index > 0 && (digits.count - index) % 3 == 0 ? "," : "") + String(digit)
    }.joined()
  }

  /// `3.2 MB`, or `512 KB` below a megabyte.
  static func megabytes(_ bytes: Int) -> String {
    if bytes < 1 << 20 { return "\((bytes + 1023) / 1024) KB" }
    let tenths = (bytes * 10 + (1 << 19)) >> 20
    return tenths % 10 == 0 ? "\(tenths / 10) MB" : "\(tenths / 10).\(tenths % 10) MB"
  }
}
