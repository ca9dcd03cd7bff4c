import SwiftSyntax

/// `layer-direction`: a module imports, or a target depends on, a layer to its right or a
/// sibling. Reads `import` lines, the targets' dependencies when the file is the package
/// manifest, and, in projects whose layers are folders, the types a file names.
package struct LayerDirectionRule: ReviewRule {
  package let id = "layer-direction"
  package let severity = Severity.error
  package let summary = "A layer depends on a layer to its right, or on its sibling."

  package init() {}

  package func findings(in file: SourceFile, context: ReviewContext) -> [Finding] {
    guard let layers = context.layers else { return [] }
    if file.fileName == "Package.swift" { return manifestFindings(in: file, layers: layers) }
    guard let module = file.module else { return [] }
    if file.moduleIsFolderLayer {
      return typeFindings(in: file, layer: module, context: context, layers: layers)
    }
    return ImportScanner.imports(in: file.syntax).compactMap { node in
      guard let violation = layers.violation(importer: module, imports: node.module) else { return nil }
      return finding(at: node.node, in: file, violation.message)
    }
  }

  private func manifestFindings(in file: SourceFile, layers: LayerOrder) -> [Finding] {
    PackageManifest(file: file).targets.flatMap { target in
      target.dependencies.compactMap { dependency in
        guard let violation = layers.violation(importer: target.name, imports: dependency.name) else {
          return nil
        }
        return finding(at: dependency.node, in: file, violation.message)
      }
    }
  }

  /// In one module split into layer folders, a layer edge is a type named in a file of one
  /// layer and declared in a file of another. Each such type is reported once per file.
  private func typeFindings(in file: SourceFile, layer: String, context: ReviewContext, layers: LayerOrder)
    -> [Finding]
  {
    var seen: Set<String> = []
    return NodeCollector.all(Syntax.self, in: file.syntax).compactMap { node in
      guard let name = Self.typeName(node), name.first?.isUppercase == true, !seen.contains(name),
        let declaration = context.types.declaration(named: name, from: layer),
        let other = declaration.module, other != layer,
        let violation = layers.violation(importer: layer, imports: other)
      else { return nil }
      seen.insert(name)
      return finding(at: node, in: file, violation.message + " (it names `\(name)`)")
    }
  }

  private static func typeName(_ node: Syntax) -> String? {
    if let type = node.as(IdentifierTypeSyntax.self) { return type.name.text }
    return node.as(DeclReferenceExprSyntax.self)?.baseName.text
  }
}
