import SwiftSyntax

/// `layer-direction`: a module imports, or a target depends on, a layer to its right or a
/// sibling. Reads `import` lines, and the targets' dependencies when the file is the
/// package manifest.
public struct LayerDirectionRule: ReviewRule {
  public let id = "layer-direction"
  public let severity = Severity.error
  public let summary = "A layer depends on a layer to its right, or on its sibling."

  public init() {}

  public func findings(in file: SourceFile, context: ReviewContext) -> [Finding] {
    if file.fileName == "Package.swift" { return manifestFindings(in: file, layers: context.layers) }
    guard let module = file.module else { return [] }
    return NodeCollector.all(ImportDeclSyntax.self, in: file.syntax).compactMap { node in
      guard let imported = node.path.first?.name.text,
        let violation = context.layers.violation(importer: module, imports: imported)
      else { return nil }
      return finding(at: node, in: file, violation.message)
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

}
