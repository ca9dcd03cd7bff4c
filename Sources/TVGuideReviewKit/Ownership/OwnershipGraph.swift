import SwiftSyntax

/// Who keeps whom alive in the project: every stored reference between its types (strong,
/// weak or unowned, single or in a collection), and the methods that keep a closure handed
/// to them. Retain cycles are strong cycles in this graph; the rules ask it instead of
/// guessing from names.
package struct OwnershipGraph: Sendable {
  private var edgesByHolder: [String: [OwnershipEdge]] = [:]
  /// For each type, the closure parameters its methods keep: `open(onClose:)` → `onClose`.
  private var closureSinks: [String: [ClosureSink]] = [:]
  /// For each class, the project's classes that are it or inherit from it (`UIViewController`:
  /// every screen).
  private var descendants: [String: [String]] = [:]
  private let types: TypeIndex

  package init(types: TypeIndex) {
    self.types = types
    // Each class's references and closure-keeping methods are read on their own core.
    let perType = ParallelMap.map(types.allDeclarations.filter(\.kind.isReference)) { declaration in
      (declaration.name, Self.edges(of: declaration), ClosureSink.sinks(of: declaration))
    }
    // Types of one name declared many times (a project's copies, or a pull request's) give
    // the same edges again: kept once, or every path search multiplies by each copy.
    var known: [String: Set<OwnershipEdge>] = [:]
    for (name, edges, sinks) in perType {
      edgesByHolder[name, default: []] += edges.filter { known[name, default: []].insert($0).inserted }
      closureSinks[name, default: []] += sinks
    }
    for declaration in types.allDeclarations where declaration.kind.isReference {
      for ancestor in Set(types.classChain(from: declaration.name, module: declaration.module)) {
        descendants[ancestor, default: []].append(declaration.name)
      }
    }
  }

  private static func edges(of declaration: TypeDeclaration) -> [OwnershipEdge] {
    let created = OwnedValues.createdProperties(of: declaration)
    let children = OwnedValues.childModules(of: declaration)
    // By name: a path search returns the first path it finds, the same each run.
    return declaration.propertiesByName.compactMap { property in
      guard let target = property.typeName, !property.holdsClosures else { return nil }
      let isOptional = property.type.map {
        $0.is(OptionalTypeSyntax.self) || $0.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
      }
      return OwnershipEdge(
        holder: declaration.name, property: property.name, target: target, strength: property.strength,
        isCollection: property.isCollection,
        isCreatedByHolder: created.contains(property.name) || property.isLazy
          || property.initialValue.map { ExpressionTypes.createdTypeName($0) != nil || Self.isMadeAtOnce($0) }
            == true,
        isConstant: !(isOptional ?? false), isChildModule: children.contains(property.name))
    }
  }

  /// `{ … }()`: a value the property's own code makes when the object is made.
  private static func isMadeAtOnce(_ value: ExprSyntax) -> Bool {
    value.as(FunctionCallExprSyntax.self)?.calledExpression.is(ClosureExprSyntax.self) == true
  }

  /// The stored references `holder` has, its superclasses' included.
  package func edges(from holder: String, module: String?) -> [OwnershipEdge] {
    types.classChain(from: holder, module: module).flatMap { edgesByHolder[$0] ?? [] }
  }

  /// The classes a reference to `target` may hold: the class itself, or the classes adopting
  /// the protocol, directly, through protocols that refine it or through a superclass.
  package func objects(named target: String, module: String?) -> [String] {
    guard let declaration = types.declaration(named: target, from: module) else { return [target] }
    if declaration.kind == .protocol {
      // A set, not a scan of the list: a pull request may declare thousands of adopters.
      let adopters = types.concreteAdopters(ofProtocol: target, from: module).filter(\.kind.isReference)
      var seen: Set<String> = []
      return adopters.flatMap { [$0.name] + (descendants[$0.name] ?? []) }.filter { seen.insert($0).inserted }
    }
    return declaration.kind.isReference ? [target] : []
  }

  /// The project's classes a reference typed `target` may hold at run time: the class and its
  /// subclasses, the classes adopting the protocol, and for a framework class the project's
  /// subclasses of it (`UIViewController`: every screen). Empty when the project has none.
  package func instances(of target: String, module: String?) -> [String] {
    if let declaration = types.declaration(named: target, from: module) {
      if declaration.kind == .protocol { return objects(named: target, module: module) }
      guard declaration.kind.isReference else { return [] }
    }
    return descendants[target] ?? []
  }

  /// Whether `name` (or a superclass) strongly holds a single object of a generic parameter's
  /// type: the graph cannot follow it.
  package func holdsUnknown(_ name: String, module: String?) -> Bool {
    // A generic parameter (`P`, `VM`): what it holds is whatever a subclass says.
    edges(from: name, module: module).contains { edge in
      edge.strength == .strong && !edge.isCollection
        && types.declaration(named: edge.target, from: module) == nil
        && edge.target.count <= 2 && edge.target.allSatisfy(\.isUppercase)
    }
  }

  /// A path of strong, single references from `start` to `goal`, at most `depth` long:
  /// `start` keeps `goal` alive through it.
  package func strongPath(from start: String, to goal: String, module: String?, depth: Int = 3)
    -> [OwnershipEdge]?
  {
    var frontier: [(String, [OwnershipEdge])] = [(start, [])]
    var seen: Set<String> = [start]
    for _ in 0..<depth {
      var next: [(String, [OwnershipEdge])] = []
      for (type, path) in frontier {
        for edge in edges(from: type, module: module) where edge.strength == .strong {
          for object in objects(named: edge.target, module: module) {
            if object == goal { return path + [edge] }
            if seen.insert(object).inserted { next.append((object, path + [edge])) }
          }
        }
      }
      frontier = next
    }
    return nil
  }

  /// The property of `typeName` in which its method `name` keeps the closure passed with
  /// `label` (`nil` for an unlabelled one), if it keeps it.
  package func keptClosureProperty(
    type typeName: String, method name: String, label: String?, module: String?
  )
    -> String?
  {
    for object in objects(named: typeName, module: module) + [typeName] {
      for ancestor in types.classChain(from: object, module: module) {
        if let sink = (closureSinks[ancestor] ?? []).first(where: { $0.method == name && $0.label == label })
        {
          return "\(ancestor).\(sink.property)"
        }
      }
    }
    return nil
  }
}
