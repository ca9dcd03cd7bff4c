import SwiftSyntax

/// One effect, where it happens and how to say it: `calls \`URLSession.shared.dataTask\``,
/// or through a call, `calls \`loadShows()\`, which calls \`service.fetch\``.
package struct EffectWitness: Sendable {
  package var effect: Effect
  /// For `reachesData`: which data.
  package var dataKind: DataKind?
  /// What the code does, in words that quote it.
  package var description: String
  /// The node in the function where it happens: the call or assignment that does it.
  package var node: Syntax

  /// The same effect seen from a call to the function that has it.
  func through(_ call: Syntax, _ callDescription: String) -> EffectWitness {
    EffectWitness(
      effect: effect, dataKind: dataKind, description: "\(callDescription), which \(description)", node: call)
  }
}
