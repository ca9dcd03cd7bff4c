import SwiftSyntax

/// A type declared in the reviewed package, as far as its syntax tells.
package struct TypeDeclaration: Sendable {
  package var name: String
  package var module: String?
  package var kind: TypeKind
  /// The names after the colon (superclass, protocols) of the declaration and its extensions.
  package var inherited: [String]
  /// A protocol bound to classes by a `where Self: AnyObject` clause or by `@objc`.
  package var isDeclaredClassBound: Bool
  package var storedProperties: [String: StoredProperty]
  /// The initial values of its static stored properties (`static let shared = Store()`): what
  /// they make lives as long as the app.
  package var staticValues: [ExprSyntax] = []
  /// Methods, initialisers and computed properties of the declaration and its extensions.
  package var members: [MemberFunction] = []
  /// Whether an enum declares cases (a namespace of constants declares none).
  package var hasCases = false
  /// The file it is declared in, as findings print it.
  package var path: String = ""
  /// The line of its name, 1-based.
  package var line: Int = 0
  /// The path relative to the project root, for the folders that tell its role.
  package var relativePath: String = ""
  /// The folder of the module it belongs to when the project's layers are folders
  /// (`Modules/Home` for `Modules/Home/Presenter/HomePresenter.swift`).
  package var folderModule: String?

  /// The stored properties in the order of their names: the same each run, where the
  /// dictionary's order follows the process's hash seed.
  package var propertiesByName: [StoredProperty] {
    storedProperties.keys.sorted().compactMap { storedProperties[$0] }
  }

  /// The members named `name`.
  package func members(named name: String) -> [MemberFunction] {
    members.filter { $0.name == name }
  }
}
