import SwiftOperators
import SwiftParser
import SwiftSyntax

/// A Swift file under review: its syntax tree, the path its findings print and the package
/// target it belongs to, when that is known.
package struct SourceFile: Sendable {
  /// The path printed in findings.
  package let path: String
  /// The SwiftPM target the file is compiled into, e.g. `TVGuidePresenter`.
  package let module: String?
  /// Whether `module` is a layer the project's folders give the file, not a compiled module:
  /// then its layer edges are the types it names, not its imports.
  package let moduleIsFolderLayer: Bool
  /// The path relative to the project root: its folders tell the roles of its types.
  package let relativePath: String
  /// The folder of the module the file belongs to when the project's layers are folders:
  /// `Modules/Home` for `Modules/Home/Presenter/HomePresenter.swift` under `Modules/*/Presenter/`.
  package let folderModule: String?
  package let syntax: SourceFileSyntax
  /// The nodes the rules read, for a reviewed file; empty for one that is only indexed.
  package let catalog: SyntaxCatalog
  /// Whether the text holds `tvguide-review:`, so suppressions are looked for only then.
  let mentionsTheReview: Bool
  private let converter: SourceLocationConverter

  package init(
    path: String, source: String, module: String? = nil, moduleIsFolderLayer: Bool = false,
    relativePath: String? = nil, folderModule: String? = nil
  ) {
    self.init(
      path: path, source: source, module: module, moduleIsFolderLayer: moduleIsFolderLayer,
      relativePath: relativePath, folderModule: folderModule, foldsOperators: true)
  }

  /// `foldsOperators: false` saves time on files that are only indexed, never reviewed.
  init(
    path: String, source: String, module: String?, moduleIsFolderLayer: Bool, relativePath: String?,
    folderModule: String?, foldsOperators: Bool
  ) {
    self.init(
      path: path, source: source,
      parsed: Self.tree(of: source, nesting: ReviewLimits.standard.parserNesting),
      module: module, moduleIsFolderLayer: moduleIsFolderLayer, relativePath: relativePath,
      folderModule: folderModule, foldsOperators: foldsOperators)
  }

  /// The file parsed within `limits`, or why it cannot be reviewed: a shape the parser is
  /// slow or deep on is refused before it parses (`NestingScan`), the parser stops at
  /// `limits.parserNesting` nested brackets, and a tree deeper than `limits.syntaxDepth`
  /// (long chains the parser builds in a loop) is refused before anything walks it. With a
  /// `memo`, a text it already holds is not scanned or parsed again.
  static func parsed(
    path: String, source: String, module: String?, moduleIsFolderLayer: Bool, relativePath: String?,
    folderModule: String?, foldsOperators: Bool, limits: ReviewLimits, memo: SyntaxTreeMemo? = nil
  ) throws(FileRefusal) -> SourceFile {
    let made: SyntaxTreeMemo.Tree
    if let memo {
      made = try memo.tree(of: source, limits: limits, foldsOperators: foldsOperators) {
        () throws(FileRefusal) in
        try checkedTree(of: source, limits: limits, foldsOperators: foldsOperators)
      }
    } else {
      made = try checkedTree(of: source, limits: limits, foldsOperators: foldsOperators)
    }
    return SourceFile(
      path: path, source: source, tree: made, module: module, moduleIsFolderLayer: moduleIsFolderLayer,
      relativePath: relativePath, folderModule: folderModule)
  }

  private static func checkedTree(
    of source: String, limits: ReviewLimits, foldsOperators: Bool
  ) throws(FileRefusal) -> SyntaxTreeMemo.Tree {
    if let refusal = NestingScan(source).refusal(
      chainLimit: limits.syntaxDepth, tokenLimit: limits.fileTokens)
    {
      throw refusal
    }
    let parsed = tree(of: source, nesting: limits.parserNesting)
    if SyntaxDepth.exceeds(limits.syntaxDepth, in: parsed) {
      throw .nestsTooDeeply(limit: limits.syntaxDepth)
    }
    return folded(parsed, foldsOperators: foldsOperators)
  }

  /// `source` parsed with the parser stopping at `nesting` levels of brackets: its own default
  /// is 256 in a release build and 20 in a debug one, which made the tests' build review less.
  private static func tree(of source: String, nesting: Int) -> SourceFileSyntax {
    var parser = Parser(source, maximumNestingLevel: nesting)
    return SourceFileSyntax.parse(from: &parser)
  }

  private init(
    path: String, source: String, parsed: SourceFileSyntax, module: String?, moduleIsFolderLayer: Bool,
    relativePath: String?, folderModule: String?, foldsOperators: Bool
  ) {
    self.init(
      path: path, source: source, tree: Self.folded(parsed, foldsOperators: foldsOperators), module: module,
      moduleIsFolderLayer: moduleIsFolderLayer, relativePath: relativePath, folderModule: folderModule)
  }

  /// Folded operators turn `a.b = c` into one infix node, so rules can find assignments; a
  /// file only indexed is neither folded nor catalogued.
  private static func folded(_ parsed: SourceFileSyntax, foldsOperators: Bool) -> SyntaxTreeMemo.Tree {
    guard foldsOperators else { return SyntaxTreeMemo.Tree(syntax: parsed, catalog: SyntaxCatalog()) }
    let folded = OperatorTable.standardOperators.foldAll(parsed) { _ in }
    let syntax = folded.as(SourceFileSyntax.self) ?? parsed
    return SyntaxTreeMemo.Tree(syntax: syntax, catalog: SyntaxCatalog(syntax))
  }

  private init(
    path: String, source: String, tree: SyntaxTreeMemo.Tree, module: String?, moduleIsFolderLayer: Bool,
    relativePath: String?, folderModule: String?
  ) {
    self.path = path
    self.module = module
    self.moduleIsFolderLayer = moduleIsFolderLayer
    self.relativePath = relativePath ?? path
    self.folderModule = folderModule
    self.syntax = tree.syntax
    catalog = tree.catalog
    mentionsTheReview = source.contains(SuppressionReader.prefix)
    self.converter = SourceLocationConverter(fileName: path, tree: tree.syntax)
  }

  /// Whether the parser had to skip or invent tokens: the file is not valid Swift, and
  /// findings in it may be off.
  package var hasSyntaxErrors: Bool { syntax.hasError }

  /// The last component of `path`, e.g. `Package.swift`.
  package var fileName: String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  /// The 1-based line of `position`.
  func line(at position: AbsolutePosition) -> Int {
    converter.location(for: position).line
  }

  /// Where `node` starts, ignoring the comments and spaces before it; 1-based.
  package func location(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
    let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
    return (location.line, location.column)
  }
}
