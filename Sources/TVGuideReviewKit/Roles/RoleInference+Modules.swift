import SwiftSyntax

/// A builder makes modules: words that call a type one do not make it one when nothing in its
/// code makes a screen or a part of one. A module part's folder does not make a value filed
/// there that part.
extension RoleInference {
  /// A struct or enum that only holds data, in a file of its own under a module part's folder
  /// (settings kept beside the presenter that edits them), is a record of that module, not
  /// the part: the folder is overruled. Beside the part in its file, it stays with the part,
  /// whose file it shares.
  func valuesOverFolders(_ declaration: TypeDeclaration, _ evidence: [RoleEvidence]) -> [RoleEvidence] {
    let parts: Set<Role> = [.presenter, .interactor, .router, .builder, .coordinator]
    guard declaration.kind == .struct || declaration.kind == .enum,
      evidence.contains(where: {
        $0.source == .behaviour
          && [BehaviourEvidence.storedValues, BehaviourEvidence.plainValue].contains($0.reason)
      }),
      evidence.contains(where: { $0.source == .folder && parts.contains($0.role) }),
      !types.declarations(inFile: declaration.relativePath).contains(where: { $0.name != declaration.name })
    else { return evidence }
    return Self.overruling(evidence, because: ", but it only holds data, in a file of its own") {
      $0.source == .folder && parts.contains($0.role)
    }
  }

  /// "Builder", "Factory" and "Configurator" also name what makes a request, a transaction, a
  /// string or a view's style. A type whose builder role rests on words only (its name, its
  /// folder, how it is held, a protocol adopted for its name) and whose code names no screen,
  /// no presenter, interactor, router, view model or coordinator, loads no storyboard and
  /// returns no SwiftUI view makes no module: those words are overruled, and its other
  /// evidence decides. A type with no members but initialisers keeps them.
  func modulesOverWords(_ declaration: TypeDeclaration, _ evidence: [RoleEvidence]) -> [RoleEvidence] {
    let words: Set<RoleEvidence.Source> = [.name, .folder, .usage, .conformance]
    // A type with no members but initialisers shows nothing to judge: its words stand.
    guard declaration.members.contains(where: { $0.kind != .initializer }),
      evidence.contains(where: { $0.role == .builder && words.contains($0.source) }),
      !evidence.contains(where: {
        $0.role == .builder && !words.contains($0.source) && $0.source != .overruled
      }),
      !makesModules(declaration)
    else { return evidence }
    return Self.overruling(evidence, because: ", but its code makes no screen or part of a module") {
      $0.role == .builder && words.contains($0.source)
    }
  }

  /// `evidence` with each item `applies` to marked overruled, its reason saying why.
  private static func overruling(
    _ evidence: [RoleEvidence], because reason: String, where applies: (RoleEvidence) -> Bool
  ) -> [RoleEvidence] {
    evidence.map { item in
      guard applies(item) else { return item }
      var overruled = item
      overruled.source = .overruled
      overruled.reason += reason
      return overruled
    }
  }

  /// The reason given for a class whose code makes the builders of two or more modules.
  static let makesBuilders = "its code makes the builders of modules ("

  /// `deeds`, led by a builder's for a class that makes the builders of modules, which no
  /// longer reaches data: what it sets up for the builders (a session, a store) it hands on.
  func containerDeeds(_ declaration: TypeDeclaration, _ deeds: [RoleEvidence]) -> [RoleEvidence] {
    guard let builders = madeModuleBuilders(declaration) else { return deeds }
    let named = builders.prefix(3).map { "`\($0)`" }.joined(separator: ", ")
    return [RoleEvidence(role: .builder, source: .behaviour, reason: "\(Self.makesBuilders)\(named))")]
      + deeds.filter { $0.role != .dataService }
  }

  /// The builders of modules a class's code makes, lazy properties included, when it makes two
  /// or more: a dependency container (a RIBs `…Component`) that hands each feature its builder
  /// assembles modules, whatever else it sets up for them (a network session it hands on).
  func madeModuleBuilders(_ declaration: TypeDeclaration) -> [String]? {
    // A class its name places (a router, a coordinator, a builder already) keeps its role: only
    // one whose name says nothing or says "service" is worth reading the code for.
    guard declaration.kind == .class,
      RoleVocabulary.role(forTypeName: declaration.name).map({ $0.role == .dataService }) ?? true
    else { return nil }
    var candidates: Set<String> = []
    var others: Set<String> = []
    for body in BehaviourEvidence.codeWithInitialValues(of: declaration) {
      for token in body.tokens(viewMode: .sourceAccurate) {
        guard case .identifier(let text) = token.tokenKind, text != declaration.name,
          text.first?.isUppercase == true, !candidates.contains(text), !others.contains(text),
          token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen
        else { continue }
        if RoleVocabulary.role(forTypeName: text)?.role == .builder {
          candidates.insert(text)
        } else {
          others.insert(text)
        }
      }
    }
    guard candidates.count >= 2 else { return nil }
    let builders = candidates.filter { name in
      types.declaration(named: name, from: declaration.module).map(makesModules) == true
    }
    return builders.count >= 2 ? builders.sorted() : nil
  }

  /// Whether the declaration's code, results, parameters or stored properties name a screen or
  /// a module's part, or its code makes another builder.
  private func makesModules(_ declaration: TypeDeclaration) -> Bool {
    let own = Set([declaration.name] + declaration.inherited)
    var names = declaration.members.flatMap { member in
      [member.resultTypeName].compactMap { $0 } + member.parameters.compactMap { $0.type?.baseName }
    }
    names += declaration.storedProperties.values.compactMap(\.typeName)
    for member in declaration.members {
      guard let body = member.body else { continue }
      for token in body.tokens(viewMode: .sourceAccurate) {
        guard case .identifier(let text) = token.tokenKind else { continue }
        // `instantiateViewController(…)`, R.swift's `storyboard.home.homeViewController()`.
        if text.hasSuffix("ViewController") || text == "storyboard" { return true }
        guard text.first?.isUppercase == true else { continue }
        // Making another builder (a factory of the app's configurator) is assembling too.
        if token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen, !own.contains(text),
          RoleVocabulary.role(forTypeName: text)?.role == .builder
        {
          return true
        }
        names.append(text)
      }
    }
    return names.contains { name in !own.contains(name) && namesModulePart(name, from: declaration.module) }
  }

  /// A screen (a view controller, or SwiftUI's `View` a builder returns), a module, or a
  /// module's part, by its name or its base class.
  private func namesModulePart(_ name: String, from module: String?) -> Bool {
    // A `…Module` is what a VIPER builder hands out (`ViperModule<…>`, an app's `WorkflowModule`).
    if name == "View" || name == "AnyView" || (name.hasSuffix("Module") && name.count > "Module".count) {
      return true
    }
    let parts: Set<Role> = [.viewController, .presenter, .interactor, .router, .viewModel, .coordinator]
    if let role = RoleVocabulary.role(forTypeName: name)?.role, parts.contains(role) { return true }
    guard types.declaration(named: name, from: module)?.kind == .class else {
      return FrameworkTypes.role(ofClass: name) == .viewController
    }
    return types.classChain(from: name, module: module).contains {
      FrameworkTypes.role(ofClass: $0) == .viewController
    }
  }

  /// A `…Wireframe` holding only `static func makeView(…)`, in a folder where another type
  /// or protocol is the module's router, builds the module; the other one routes. Alone, a
  /// `HomeRouter` with only `createModule()` is still the router (it builds what it should
  /// ask a builder for).
  func isBuilderBesideRouter(_ declaration: TypeDeclaration) -> Bool {
    guard RoleVocabulary.role(forTypeName: declaration.name)?.role == .router,
      BehaviourEvidence.isOnlyFactories(declaration)
    else { return false }
    let folder = declaration.relativePath.split(separator: "/").dropLast()
    return types.allDeclarations.contains { other in
      other.name != declaration.name && other.module == declaration.module
        && other.relativePath.split(separator: "/").dropLast() == folder
        && RoleVocabulary.role(forTypeName: other.name)?.role == .router
    }
  }
}
