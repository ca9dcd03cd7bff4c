import SwiftSyntax

extension InheritanceClauseSyntax? {
  /// The base names after the colon: `["TextViewController", "ShowListViewInput"]`.
  var inheritedNames: [String] {
    guard let self else { return [] }
    return self.inheritedTypes.compactMap { $0.type.baseName ?? $0.type.trimmedDescription }
  }
}
