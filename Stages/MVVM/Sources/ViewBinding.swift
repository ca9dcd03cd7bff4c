import Observation

/// Keeps a view in step with the observable state it reads: `update` runs now, and again after
/// each change to any observable property it read, for as long as the view exists.
@MainActor
enum ViewBinding {
  static func bind<View: AnyObject & Sendable>(
    _ view: View, update: @escaping @MainActor (View) -> Void
  ) {
    withObservationTracking {
      update(view)
    } onChange: { [weak view] in
      // `onChange` runs before the property changes, on the thread that changes it: update
      // once the change is done, on the main actor. Weak: the view owns its view model,
      // whose observation registrar keeps this closure.
      Task { @MainActor in
        guard let view else { return }
        bind(view, update: update)
      }
    }
  }
}
