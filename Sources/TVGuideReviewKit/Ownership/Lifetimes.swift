import SwiftSyntax

/// Who creates whom, read from the code of every type: enough to tell whether a cycle the type
/// graph allows can close between instances at run time, and which objects live as long as the
/// app. A cycle between two types is closed by code that hands one instance to the other: a type
/// that hands `self` to an instance of the other (`Service(owner: self)`, `view.presenter = self`)
/// or a function that wires two instances both ways (a builder's `view.presenter = presenter` and
/// `presenter.view = view`). Objects made only at the root (by the app's delegates or its `App`,
/// or in a static or global constant), and objects made only in the initialisers of those,
/// live as long as the app: a reference to one keeps nothing alive that should go.
package struct Lifetimes: Sendable {
  /// For each type, the types whose code hands `self` to an instance of it.
  private var selfGivers: [String: Set<String>] = [:]
  /// For each property name, the types whose code sets some object's property of that name to
  /// `self` (`bed.garden = self`, whatever `bed` is).
  private var selfSetters: [String: Set<String>] = [:]
  /// Pairs of types (sorted names joined by a tab) whose instances one function wires both ways.
  private var mutuallyWired: Set<String> = []
  /// Classes made only at the root.
  private var rootMade: Set<String> = []

  init(types: TypeIndex, roles: ProjectRoles) {
    let readings = ParallelMap.map(types.allDeclarations.filter { $0.kind != .protocol }) { declaration in
      Reading(declaration, types: types)
    }
    var creators: [String: Set<String>] = [:]
    // For each class, the types that make it outside their initialisers, maybe more than once.
    var repeatedMakers: [String: Set<String>] = [:]
    var rootCreated: Set<String> = []
    for reading in readings {
      for (receiver, giver) in reading.selfHandedTo { selfGivers[receiver, default: []].insert(giver) }
      for (property, giver) in reading.selfSetInto { selfSetters[property, default: []].insert(giver) }
      mutuallyWired.formUnion(reading.wiredBothWays)
      for (created, atRoot, once) in reading.created {
        creators[created, default: []].insert(atRoot ? Self.root : reading.owner)
        if !atRoot && !once { repeatedMakers[created, default: []].insert(reading.owner) }
      }
    }
    for value in types.rootValues {
      if let created = ExpressionTypes.createdTypeName(value) { rootCreated.insert(created) }
    }
    for (created, makers) in creators {
      let atRoot = makers.allSatisfy { $0 == Self.root || roles.role(of: $0, from: nil) == .app }
      if atRoot { rootCreated.insert(created) }
    }
    // A class also made by a type that is not the app's is not made only at the root.
    var made = rootCreated.filter { name in
      (creators[name] ?? []).allSatisfy { $0 == Self.root || roles.role(of: $0, from: nil) == .app }
    }
    // A class made only in the initialisers of objects that live as long as the app is made
    // once for the app too (the root screen's presenter): grown to a fixed point, so the order
    // the dictionary is walked in changes nothing.
    var grew = true
    while grew {
      grew = false
      for (name, makers) in creators where !made.contains(name) {
        let once = makers.allSatisfy { maker in
          maker == Self.root || roles.role(of: maker, from: nil) == .app
            || (made.contains(maker) && repeatedMakers[name]?.contains(maker) != true)
        }
        if once {
          made.insert(name)
          grew = true
        }
      }
    }
    rootMade = made
  }

  /// Stands for a static stored property's initial value among a type's creators.
  private static let root = "\u{0}root"

  /// Whether instances of `name` live as long as the app: the app's own types, and classes made
  /// only at the root.
  package func livesAsLongAsTheApp(_ name: String, roles: ProjectRoles) -> Bool {
    roles.role(of: name, from: nil) == .app || rootMade.contains(name)
  }

  /// Whether the code shows an instance of `first` and one of `second` handed to each other:
  /// either type hands `self` to the other, or one function wires them both ways.
  package func areWired(_ first: String, _ second: String) -> Bool {
    selfGivers[first]?.contains(second) == true || selfGivers[second]?.contains(first) == true
      || mutuallyWired.contains(Self.pair(first, second))
  }

  /// Whether code of `giver` sets some object's `property` to itself: the reference back,
  /// set by the object it points at.
  package func isSetBack(_ property: String, by giver: String) -> Bool {
    selfSetters[property]?.contains(giver) == true
  }

  fileprivate static func pair(_ first: String, _ second: String) -> String {
    first < second ? "\(first)\t\(second)" : "\(second)\t\(first)"
  }
}

/// What one type's code creates and hands on.
private struct Reading {
  let owner: String
  /// What it creates, whether it makes it at the root (a static stored property's value), and
  /// whether once per instance (in an initialiser or a stored property's initial value).
  var created: [(String, atRoot: Bool, once: Bool)] = []
  var selfHandedTo: [(receiver: String, giver: String)] = []
  var selfSetInto: [(property: String, giver: String)] = []
  var wiredBothWays: Set<String> = []

  init(_ declaration: TypeDeclaration, types: TypeIndex) {
    owner = declaration.name
    for value in declaration.staticValues {
      if let created = ExpressionTypes.createdTypeName(value) { self.created.append((created, true, true)) }
    }
    for property in declaration.storedProperties.values {
      guard let value = property.initialValue else { continue }
      read(Syntax(value), types: types, module: declaration.module, once: true)
    }
    for member in declaration.members {
      guard let body = member.body else { continue }
      read(body, types: types, module: declaration.module, once: member.kind == .initializer)
    }
  }

  private mutating func read(_ body: Syntax, types: TypeIndex, module: String?, once: Bool) {
    let calls = NodeCollector.all(FunctionCallExprSyntax.self, in: body)
    let assignments =
      NodeCollector.all(InfixOperatorExprSyntax.self, in: body).compactMap(Assignment.init)
      + NodeCollector.all(SequenceExprSyntax.self, in: body).compactMap(Assignment.init)
    var scope: ExpressionTypes?
    func typeOf(_ expression: ExprSyntax) -> String? {
      if scope == nil {
        scope = ExpressionTypes(
          function: body.enclosingFunction ?? body, owner: owner, module: module, types: types)
      }
      return scope?.typeName(of: expression)
    }
    // Which instance was handed into which, in this function: `x.p = y`, `X(p: y)`.
    var handed: Set<String> = []
    for call in calls {
      guard let created = ExpressionTypes.createdTypeName(ExprSyntax(call)),
        types.declaration(named: created, from: module)?.kind.isReference == true
      else { continue }
      self.created.append((created, false, once))
      for argument in call.arguments {
        if argument.expression.withoutEffects.isSelf {
          selfHandedTo.append((created, owner))
        } else if let given = typeOf(argument.expression), given != created {
          handed.insert(Lifetimes.pair(created, given) + "\t\(created)")
        }
      }
    }
    for assignment in assignments {
      guard let member = assignment.target.as(MemberAccessExprSyntax.self), let base = member.base,
        !base.isSelf
      else { continue }
      if assignment.value.withoutEffects.isSelf {
        selfSetInto.append((member.declName.baseName.text, owner))
      }
      guard let receiver = typeOf(base) else { continue }
      if assignment.value.withoutEffects.isSelf {
        selfHandedTo.append((receiver, owner))
      } else if let given = typeOf(assignment.value), given != receiver {
        handed.insert(Lifetimes.pair(receiver, given) + "\t\(receiver)")
      }
    }
    // Both ways: the pair once with each side as the receiver.
    let pairs = Dictionary(grouping: handed) { $0.split(separator: "\t").prefix(2).joined(separator: "\t") }
    for (pair, receivers) in pairs where Set(receivers).count == 2 { wiredBothWays.insert(pair) }
  }
}
