import SwiftSyntax

/// Finds `.target(name:dependencies:path:)` and its kin in a manifest's syntax tree.
final class PackageManifestReader: SyntaxVisitor {
  private static let targetKinds: Set = [
    "target", "executableTarget", "testTarget", "systemLibrary", "macro", "plugin",
  ]
  private(set) var targets: [PackageTarget] = []

  init() {
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard let kind = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
      Self.targetKinds.contains(kind), node.calledExpression.as(MemberAccessExprSyntax.self)?.base == nil,
      let name = node.arguments.first(labeled: "name")?.stringLiteralValue
    else { return .visitChildren }
    let isTest = kind == "testTarget"
    let defaultPath = (isTest ? "Tests/" : kind == "plugin" ? "Plugins/" : "Sources/") + name
    targets.append(
      PackageTarget(
        name: name, isTest: isTest,
        path: Self.normalized(node.arguments.first(labeled: "path")?.stringLiteralValue ?? defaultPath),
        dependencies: Self.dependencies(node.arguments.first(labeled: "dependencies")),
        products: Self.products(node.arguments.first(labeled: "dependencies")),
        excluded: Self.strings(node.arguments.first(labeled: "exclude"))))
    return .skipChildren
  }

  /// `"TVGuideEntity"`, `.target(name: "TVGuideEntity")` and `.byName(name:)`; products of
  /// other packages are never layers, so they are left out.
  private static func dependencies(_ argument: LabeledExprSyntax?) -> [PackageTarget.Dependency] {
    guard let array = argument?.expression.as(ArrayExprSyntax.self) else { return [] }
    return array.elements.compactMap { element in
      if let name = element.expression.stringLiteralValue {
        return PackageTarget.Dependency(name: name, node: Syntax(element.expression))
      }
      guard let call = element.expression.as(FunctionCallExprSyntax.self),
        let kind = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
        ["target", "byName"].contains(kind),
        let name = call.arguments.first(labeled: "name")?.stringLiteralValue
      else { return nil }
      return PackageTarget.Dependency(name: name, node: Syntax(element.expression))
    }
  }

  /// `.product(name: "GRDB", package: "GRDB.swift")` and its kin, by product name.
  private static func products(_ argument: LabeledExprSyntax?) -> [String] {
    guard let array = argument?.expression.as(ArrayExprSyntax.self) else { return [] }
    return array.elements.compactMap { element in
      guard let call = element.expression.as(FunctionCallExprSyntax.self),
        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "product"
      else { return nil }
      return call.arguments.first(labeled: "name")?.stringLiteralValue
    }
  }

  /// The string literals of an array argument such as `exclude: ["README.md"]`.
  private static func strings(_ argument: LabeledExprSyntax?) -> [String] {
    guard let array = argument?.expression.as(ArrayExprSyntax.self) else { return [] }
    return array.elements.compactMap { $0.expression.stringLiteralValue.map(normalized) }
  }

  private static func normalized(_ path: String) -> String {
    var path = path
    while path.hasPrefix("./") { path.removeFirst(2) }
    while path.hasSuffix("/") { path.removeLast() }
    return path
  }
}
