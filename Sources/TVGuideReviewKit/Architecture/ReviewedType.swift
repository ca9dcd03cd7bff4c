/// A type declared in the reviewed files, as the review models it: its role and layer, the
/// imports of its file, what it holds and what it calls. A team's rules ask these
/// (`review.types(withRole: .presenter).allSatisfy { !$0.imports("UIKit") }`).
public struct ReviewedType: Hashable, Sendable {
  /// The declared name.
  public var name: String
  /// `class`, `struct`, `enum`, `actor` or `protocol`.
  public var kind: String
  /// The part it plays, as the review infers it (`--explain-roles FILE` says why).
  public var role: ReviewRole
  /// Its layer: its module when the project's layer order places the module, else the layer
  /// its role belongs in (`Presenter`, `Service`); `nil` when nothing tells.
  public var layer: String?
  /// The SwiftPM target (or layer folder) it is compiled in, when known.
  public var module: String?
  /// The screen module it is a part of (`ShowList` for `ShowListPresenter`), if any.
  public var feature: String?
  /// Where its name is written: the file from the project root, 1-based line and column.
  public var file: String
  /// The 1-based line of its name.
  public var line: Int
  /// The 1-based column of its name.
  public var column: Int
  /// The names after the colon: superclass and protocols.
  public var inherited: [String]
  /// Whether a protocol is bound to classes (`AnyObject`, a class, `where Self: AnyObject`).
  public var isClassBound: Bool
  /// The modules its file imports.
  public var importedModules: [String]
  /// Its stored references to other types.
  public var holds: [ReviewedOwnership]
  /// The calls its code makes to the project's types.
  public var calls: [ReviewedCall]

  /// Whether its file imports `module`.
  public func imports(_ module: String) -> Bool {
    importedModules.contains(module)
  }

  /// Whether its code calls a member of (or creates) a type named `type`.
  public func calls(_ type: String) -> Bool {
    calls.contains { $0.type == type }
  }

  /// Whether its code calls a type of `role`.
  public func calls(role: ReviewRole) -> Bool {
    calls.contains { $0.role == role }
  }

  /// Whether its code creates a type of `role`.
  public func creates(role: ReviewRole) -> Bool {
    calls.contains { $0.creates && $0.role == role }
  }

  /// Whether it adopts or inherits `name`.
  public func conforms(to name: String) -> Bool {
    inherited.contains(name)
  }

  /// The references it keeps to `target`, by their strength.
  public func holds(_ target: String, _ strength: ReviewedOwnership.Strength? = nil) -> Bool {
    holds.contains { $0.target == target && (strength == nil || $0.strength == strength) }
  }
}
