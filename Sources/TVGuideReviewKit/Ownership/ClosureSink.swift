import SwiftSyntax

/// A method that keeps a closure it is given: `func open(onClose: @escaping () -> Void) {
/// self.onClose = onClose }`. Handing it a closure that captures the caller makes the
/// method's object keep the caller.
struct ClosureSink: Sendable, Hashable {
  let method: String
  /// The argument label of the closure parameter; `nil` when unlabelled.
  let label: String?
  /// The stored property that keeps it.
  let property: String

  static func sinks(of declaration: TypeDeclaration) -> [ClosureSink] {
    declaration.members.flatMap { member -> [ClosureSink] in
      guard member.kind != .property, let body = member.body else { return [] }
      let closures = member.parameters.filter { $0.type?.isFunctionShaped == true }
      guard !closures.isEmpty else { return [] }
      let kept = OwnedValues.keptValues(in: body, properties: declaration.storedProperties)
      return closures.compactMap { parameter in
        kept[parameter.name].map { ClosureSink(method: member.name, label: parameter.label, property: $0) }
      }
    }
  }
}
