/// What one function does, directly or through the project's functions it calls: the first
/// witness of each effect.
package struct FunctionEffects: Sendable {
  package var witnesses: [EffectWitness] = []

  package var effects: Set<Effect> { Set(witnesses.map(\.effect)) }

  package func witness(of effect: Effect) -> EffectWitness? {
    witnesses.first { $0.effect == effect }
  }

  /// Adds the witnesses of effects not yet witnessed.
  mutating func add(_ others: [EffectWitness]) {
    for witness in others where !witnesses.contains(where: { $0.effect == witness.effect }) {
      witnesses.append(witness)
    }
  }
}
