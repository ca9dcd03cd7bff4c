import SwiftSyntax

/// A method, initialiser or computed property of a type, from its declaration or an
/// extension: enough to follow a call into its body.
package struct MemberFunction: Sendable {
  /// One parameter: its argument label, the name the body uses and its written type.
  package struct Parameter: Sendable {
    package var label: String?
    package var name: String
    package var type: TypeSyntax?
  }

  package enum Kind: Sendable {
    case method
    case initializer
    /// A computed property; `parameters` is empty.
    case property
  }

  package var name: String
  package var kind: Kind
  package var parameters: [Parameter]
  package var isStatic: Bool
  /// The body; `nil` for a protocol requirement.
  package var body: Syntax?
  /// The base name of the declared result type, `HomeRouter` for `-> HomeRouter?`.
  package var resultTypeName: String?
  /// The type or extension the member is written in.
  package var ownerName: String
  /// The file it is written in, as findings print it.
  package var path: String

  /// Whether a call with these argument labels can be this member.
  package func accepts(labels: [String?]) -> Bool {
    guard labels.count <= parameters.count else { return false }
    return zip(labels, parameters).allSatisfy { $0 == $1.label }
  }

  /// `fetch(id:completion:)`, for messages.
  package var signature: String {
    kind == .property ? name : name + "(" + parameters.map { "\($0.label ?? "_"):" }.joined() + ")"
  }
}
