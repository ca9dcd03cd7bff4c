/// Holds one screen's state and changes it only through its reducer: `send` reduces an intent
/// to a new state and an effect, tells the observer, and hands the effect to the runner, whose
/// results come back as intents. The one place where state changes.
@MainActor
final class Store<State, Intent, Effect> {
  typealias Reducer = (inout State, Intent) -> Effect
  /// Runs an effect; `send` is how its result, if any, comes back.
  typealias EffectRunner = @MainActor (Effect, _ send: @escaping @MainActor (Intent) -> Void) -> Void

  private(set) var state: State
  private let reduce: Reducer
  private let runEffect: EffectRunner
  private var observer: (@MainActor (State) -> Void)?

  init(state: State, reduce: @escaping Reducer, runEffect: @escaping EffectRunner) {
    self.state = state
    self.reduce = reduce
    self.runEffect = runEffect
  }

  /// Calls `observer` with the state now and after every intent.
  func observe(_ observer: @escaping @MainActor (State) -> Void) {
    self.observer = observer
    observer(state)
  }

  func send(_ intent: Intent) {
    let effect = reduce(&state, intent)
    observer?(state)
    // Weak: an effect that ends after its screen is gone has nobody left to tell.
    runEffect(effect) { [weak self] result in self?.send(result) }
  }
}
