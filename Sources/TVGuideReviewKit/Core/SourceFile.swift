import SwiftOperators
import SwiftParser
import SwiftSyntax

/// A Swift file under review: its syntax tree, the path its findings print and the package
/// target it belongs to, when that is known.
public struct SourceFile: Sendable {
  /// The path printed in findings.
  public let path: String
  /// The SwiftPM target the file is compiled into, e.g. `TVGuidePresenter`.
  public let module: String?
  public let syntax: SourceFileSyntax
  private let converter: SourceLocationConverter

  public init(path: String, source: String, module: String? = nil) {
    self.init(path: path, source: source, module: module, foldsOperators: true)
  }

  /// `foldsOperators: false` saves time on files that are only indexed, never reviewed.
  init(path: String, source: String, module: String?, foldsOperators: Bool) {
    let parsed = Parser.parse(source: source)
    // Folded operators turn `a.b = c` into one infix node, so rules can find assignments.
    let folded = foldsOperators ? OperatorTable.standardOperators.foldAll(parsed) { _ in } : Syntax(parsed)
    let syntax = folded.as(SourceFileSyntax.self) ?? parsed
    self.path = path
    self.module = module
    self.syntax = syntax
    self.converter = SourceLocationConverter(fileName: path, tree: syntax)
  }

  /// The last component of `path`, e.g. `Package.swift`.
  public var fileName: String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  /// Where `node` starts, ignoring the comments and spaces before it; 1-based.
  public func location(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
    let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
    return (location.line, location.column)
  }
}
