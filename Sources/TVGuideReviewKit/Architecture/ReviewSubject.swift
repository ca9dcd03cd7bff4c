/// What a team's rule can be about: a type, a module, a file or a call, each with the place a
/// violation points at.
public protocol ReviewSubject: Sendable {
  /// The file from the project root, the 1-based line and column, and the subject's name.
  var reviewPlace: (file: String, line: Int, column: Int, name: String) { get }
}

extension ReviewedType: ReviewSubject {
  /// Where a violation about it points, and how it names it.
  public var reviewPlace: (file: String, line: Int, column: Int, name: String) {
    (file, line, column, "`\(name)`")
  }
}

extension ReviewedModule: ReviewSubject {
  /// Where a violation about it points, and how it names it.
  public var reviewPlace: (file: String, line: Int, column: Int, name: String) {
    let anchor = anchor
    return (anchor?.file ?? "", anchor?.line ?? 1, anchor?.column ?? 1, "module `\(name)`")
  }
}

extension ReviewedFile: ReviewSubject {
  /// Where a violation about it points, and how it names it.
  public var reviewPlace: (file: String, line: Int, column: Int, name: String) {
    (path, 1, 1, path)
  }
}

extension ReviewedCall: ReviewSubject {
  /// Where a violation about it points, and how it names it.
  public var reviewPlace: (file: String, line: Int, column: Int, name: String) {
    (file, line, column, "the call to `\(type).\(member)`")
  }
}
