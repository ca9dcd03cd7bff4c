/// Which evidence wins when a type's deeds, shape and words disagree.
extension RoleInference {
  /// What a type does decides over words that only its name, folder or holders say, when
  /// nothing stronger (configuration, base class, adopted protocol) backs the words. "Data
  /// source" names two things: a type whose code reaches the network or storage is a data
  /// service, not a table helper. A `Network` or `API` folder holds requests and the values
  /// they decode: a plain `Codable` value there reaches nothing and is an entity. A
  /// `…Wireframe` with nothing but static factories, beside the module's router, is the
  /// module's builder. A class that makes several screens and navigates to them is a router,
  /// whatever its name and folder say. The words stay as overruled reasons, for `--explain-roles`.
  static func deedsOverWords(_ evidence: [RoleEvidence]) -> [RoleEvidence] {
    let deeds = evidence.filter { $0.source == .behaviour }
    let contradicted: Set<Role>
    // SwiftUI observing a type makes it no view model when its own code reaches a data API and
    // its name says nothing else (a Core Data stack that publishes its changes).
    let observedStore =
      deeds.contains {
        $0.role == .dataService && !$0.reason.contains(BehaviourEvidence.reachesThroughProject)
      }
      && !evidence.contains { $0.role != .dataService && $0.source == .name }
    if deeds.contains(where: { $0.role == .dataService }) {
      contradicted = observedStore ? [.displayHelper, .viewModel] : [.displayHelper]
    } else if deeds.contains(where: {
      $0.role == .entity
        && ($0.reason == BehaviourEvidence.plainValue || $0.reason == BehaviourEvidence.storedValues)
    }) {
      contradicted = [.dataService]
    } else if deeds.contains(where: { $0.role == .builder && $0.reason == BehaviourEvidence.onlyFactories }) {
      contradicted = [.router]
    } else if deeds.contains(where: {
      $0.role == .router && $0.reason.hasPrefix(BehaviourEvidence.routesScreens)
    }) {
      // Making the screens it moves between is routing: a `…Presenter` name or a `Presenter`
      // folder does not make the app's router a presenter.
      contradicted = [.presenter, .viewModel, .interactor]
    } else if deeds.contains(where: { $0.role == .displayHelper }) {
      // Handing out cells and views serves a screen: a `Models` folder does not make it a record,
      // nor a `Services` folder a data service.
      contradicted = [.entity, .dataService]
    } else {
      return evidence
    }
    // A value that only holds data is no data service whatever protocol it adopts (a `JSON`
    // protocol whose extension encodes): only the configuration and a base class back a role
    // against it.
    let isValue = deeds.contains { $0.role == .entity }
    let lineage: Set<RoleEvidence.Source> =
      isValue && contradicted == [.dataService]
      ? [.configuration, .baseClass] : [.configuration, .baseClass, .conformance, .connection]
    let backed = Set(
      evidence.filter {
        lineage.contains($0.source) && !(observedStore && $0.reason == "adopts ObservableObject")
      }
      .map(\.role))
    return evidence.map { item in
      guard contradicted.contains(item.role), !backed.contains(item.role), item.source != .behaviour else {
        return item
      }
      var overruled = item
      overruled.source = .overruled
      overruled.reason += ", but its code says otherwise"
      return overruled
    }
  }

  /// What a type is decides over words too. A struct or an enum that adopts no SwiftUI view
  /// draws nothing: a `…View` or `…Cell` name, or a `View` folder, does not make it a view (a
  /// model filed beside its screen). An enum whose code reaches no data, or a protocol that
  /// asks for properties only, fetches nothing: a `Services` folder or a `…Service` name does
  /// not make it a data service (an enum of states or constants, a state protocol).
  static func shapeOverWords(_ declaration: TypeDeclaration, _ evidence: [RoleEvidence]) -> [RoleEvidence] {
    let words: Set<RoleEvidence.Source> = [.name, .folder, .usage]
    // A loader or store of pictures keeps what views show: not the data a service fetches.
    let keepsPictures = ["Image", "Photo", "Avatar", "Thumbnail", "Picture"].contains(
      where: declaration.name.contains)
    let drawsNothing =
      (declaration.kind == .struct || declaration.kind == .enum)
      && !BehaviourEvidence.adoptsViewProtocol(declaration)
    let fetchesNothing =
      ((declaration.kind == .enum || declaration.kind == .struct)
        && !evidence.contains { $0.role == .dataService && $0.source == .behaviour }
        && (declaration.kind == .enum || evidence.contains { $0.reason == BehaviourEvidence.storedValues }))
      || (declaration.kind == .protocol && !declaration.members.isEmpty
        && !declaration.members.contains { $0.kind == .method })
      // A protocol of callbacks (`…Observer`, `…Listener`, `…Delegate`) is what a service calls
      // back, not a service.
      || (declaration.kind == .protocol
        && (RoleNames.isListenerProtocol(declaration.name)
          || ["Delegate", "Handler"].contains(where: declaration.name.hasSuffix)))
    // What SwiftUI observes changes while views show it: a `…Model` that does is no record.
    let isObserved = declaration.kind == .class && declaration.inherited.contains("ObservableObject")
    guard drawsNothing || fetchesNothing || keepsPictures || isObserved else { return evidence }
    return evidence.map { item in
      let contradicted =
        (drawsNothing && [.view, .cell, .viewController, .displayHelper].contains(item.role))
        || ((fetchesNothing || keepsPictures) && item.role == .dataService)
        || (isObserved && item.role == .entity)
      guard contradicted, words.contains(item.source) else { return item }
      var overruled = item
      overruled.source = .overruled
      overruled.reason +=
        declaration.kind == .protocol
        ? ", but it is a protocol of callbacks or of properties"
        : item.role == .entity
          ? ", but SwiftUI observes it"
          : item.role == .dataService ? ", but it only holds data" : ", but it is a value, not a view"
      return overruled
    }
  }
}
