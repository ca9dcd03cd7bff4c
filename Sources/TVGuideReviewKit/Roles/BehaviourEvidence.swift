import SwiftSyntax

/// What a type's code tells about its role: a class that calls `URLSession` or a database
/// itself is a data service, whatever it is called; a `Codable` value is an entity, even one
/// with a method that saves it. A protocol's own code is that of its extensions: one whose
/// extensions build and send requests is a data service too.
enum BehaviourEvidence {
  /// The reason given for a `Codable` value whose code reaches no data: nothing but a record.
  static let plainValue = "a Codable value"
  /// The reason given for a type that only makes things (static functions, no state, and
  /// nothing in its code shows, pushes or dismisses a screen) beside its module's router.
  static let onlyFactories = "only static factory functions, navigating nowhere, beside the module's router"

  static func evidence(for declaration: TypeDeclaration) -> [RoleEvidence] {
    let values: Set = ["Codable", "Decodable", "Encodable"]
    if declaration.kind != .protocol, !declaration.kind.isReference,
      declaration.inherited.contains(where: values.contains)
    {
      let reached = reachedData(declaration)
      return [
        RoleEvidence(
          role: .entity, source: .behaviour,
          reason: reached.map { "a Codable value whose code uses \($0)" } ?? plainValue)
      ]
    }
    // Image loaders and caches reach the network for pictures, which views show: that alone
    // does not make one a data service.
    let imageWords = ["Image", "Photo", "Avatar", "Thumbnail", "Picture"]
    if let reached = reachedData(declaration), !imageWords.contains(where: declaration.name.contains) {
      return [RoleEvidence(role: .dataService, source: .behaviour, reason: "its code uses \(reached)")]
    }
    return []
  }

  /// Calls and views that move between screens, in UIKit and SwiftUI.
  private static let navigationWords: Set = [
    "present", "pushViewController", "push", "show", "showDetailViewController", "dismiss",
    "popViewController",
    "popToRootViewController", "popToViewController", "setViewControllers", "performSegue", "navigate",
    "NavigationLink", "navigationDestination", "sheet", "fullScreenCover", "append", "removeLast",
  ]

  /// A class, struct or enum whose members are all static functions returning something,
  /// that keeps no instance state and whose code moves between no screens.
  static func isOnlyFactories(_ declaration: TypeDeclaration) -> Bool {
    guard declaration.kind != .protocol, declaration.storedProperties.isEmpty, !declaration.members.isEmpty,
      declaration.members.allSatisfy({ $0.isStatic && $0.kind == .method && $0.resultTypeName != nil })
    else { return false }
    return !declaration.members.contains { member in
      member.body?.tokens(viewMode: .sourceAccurate).contains { navigationWords.contains($0.text) } ?? false
    }
  }

  /// The first data API named in the type's members: `URLSession`, `NSManagedObjectContext`.
  private static func reachedData(_ declaration: TypeDeclaration) -> String? {
    for member in declaration.members {
      guard let body = member.body else { continue }
      for token in body.tokens(viewMode: .sourceAccurate) where token.tokenKind.isIdentifier {
        if let kind = DataAPIs.kind(ofType: token.text), kind != .sdk { return token.text }
      }
    }
    return nil
  }
}

extension TokenKind {
  fileprivate var isIdentifier: Bool {
    if case .identifier = self { return true }
    return false
  }
}
