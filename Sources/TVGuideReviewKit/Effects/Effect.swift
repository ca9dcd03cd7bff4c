/// Something code does that matters to a reviewer of layers.
package enum Effect: String, Sendable, Hashable, CaseIterable {
  /// Reaches the network, a database, files or a device service (`DataKind` says which).
  case reachesData
  /// Starts or configures a third-party SDK.
  case startsSDK
  /// Formats a date, a number or text for display.
  case formats
  /// Starts a task, a timer or work on a queue.
  case startsTask
  /// Passes `self` to another object.
  case handsOutSelf
  /// Creates a view controller or asks a builder for a module.
  case createsModule
  /// Sets another object's delegate, data source, output, view, presenter, interactor or router.
  case wiresModules
  /// Presents, pushes or dismisses a screen.
  case navigates
  /// Asks an interactor, a router, a coordinator or a data service to do something.
  case asksModulePart
}
