import SwiftSyntax

/// One piece of work a view-layer type should not do, with the comment on it.
struct ViewWork {
  let node: Syntax
  let message: String
  let isFormatting: Bool
  let comments: [String]
  /// What the work goes through (`NetworkManager`, `DateFormatter`, `String(format:)`): the
  /// uses of one cause in one type are one problem.
  var cause: String
  /// `high` when code shows the work (a platform data API, a type whose code reaches one, a
  /// formatter); `medium` when only a name says a type reaches data, or when it is a device
  /// service, which screens often drive for their own effects (a parallax, a camera preview).
  var confidence: Confidence = .high

  /// What this place adds when it is listed under the first use of its cause.
  var note: String {
    isFormatting ? "formats with \(cause) here too" : "uses \(cause) here too"
  }

  /// The work in one member block of `type`.
  static func all(
    in body: MemberBlockSyntax, type: ViewLayerBodies, file: SourceFile, context: ReviewContext,
    handoff: DataHandoff
  ) -> [ViewWork] {
    var found: [ViewWork] = []
    let scopes = ExpressionTypesCache(file: file, context: context)
    for node in file.catalog.uses(in: body) where !onlyNamesAType(node) {
      if let work = direct(node, type: type, file: file, context: context, handoff: handoff) {
        found.append(work)
      } else if let work = assembly(node, type: type, file: file, context: context, scopes: scopes) {
        found.append(work)
      } else if let work = throughCall(node, type: type, file: file, context: context, scopes: scopes) {
        found.append(work)
      } else if let work = shownScreen(node, type: type, file: file, context: context, handoff: handoff) {
        found.append(work)
      }
    }
    return found
  }

  /// A data API or formatter named in the code, or a formatting call.
  private static func direct(
    _ node: Syntax, type: ViewLayerBodies, file: SourceFile, context: ReviewContext, handoff: DataHandoff
  ) -> ViewWork? {
    if let name = typeName(node), name.first?.isUppercase == true {
      // A type nested in the view (its own `Constants`) is the one it names, not another of that
      // name the project's model gave a role: only what the name itself says counts.
      let nested = isNested(name, around: node)
      let reachesData =
        nested
        ? DataAPIs.kind(ofType: name).map { $0 != .sdk } ?? false : context.isDataAccess(name, in: file)
      if reachesData,
        type.checksNetwork || DataAPIs.kind(ofType: name) != .network
      {
        var work = ViewWork(node, data: name, kind: DataAPIs.kind(ofType: name), type: type, handoff: handoff)
        // Holding a service only to build the next screen with it is the builder's work, whatever
        // the service reaches: sure from the code alone.
        let onlyHandsOn = !handoff.usesData && handoff.handsDataToNextScreen
        work.confidence = onlyHandsOn ? .high : Self.confidence(ofData: name, file: file, context: context)
        return work
      }
      // A plain UIKit view may format what is typed into it (a phone field); a SwiftUI view's
      // formatter makes the text it shows, which is the presenter's.
      if type.checksFormatting || isSwiftUIView(type.name, file: file, context: context),
        RoleNames.isFormatter(name) || (!nested && context.role(of: name, in: file) == .formatter),
        nested || !answersNoText(name, file: file, context: context)
      {
        return ViewWork(node, formatting: "`\(name)`", type: type)
      }
      return nil
    }
    if let reference = node.as(DeclReferenceExprSyntax.self),
      let kind = DataAPIs.kind(ofMember: reference.baseName.text),
      node.parent?.is(MemberAccessExprSyntax.self) == true
    {
      return ViewWork(node, data: reference.baseName.text, kind: kind, type: type, handoff: handoff)
    }
    if type.checksDisplayFormatting, let call = node.as(FunctionCallExprSyntax.self),
      let what = formattingCall(call), type.checksFormatting || Self.makesDisplayText(what)
    {
      return ViewWork(node, formatting: what, type: type)
    }
    return nil
  }

  /// A call (or a computed property read) into code declared elsewhere that reaches data
  /// (`user.register()`) or, in a view controller or table helper, formats (`showDate(_:)` of
  /// a protocol extension, `date.shortText` of an extension). The presenter, interactor,
  /// router and view model are the proper channels.
  private static func throughCall(
    _ node: Syntax, type: ViewLayerBodies, file: SourceFile, context: ReviewContext,
    scopes: ExpressionTypesCache
  ) -> ViewWork? {
    guard let use = MemberUse(node, scopes: scopes) else { return nil }
    for member in use.members(outside: type, file: file, context: context) {
      let effects = context.effects.effects(of: member, module: file.module)
      if let data = effects.witness(of: .reachesData), type.checksNetwork || data.dataKind != .network {
        var work = ViewWork(
          node,
          message: "\(type.noun) reaches \(data.dataKind?.phrase ?? "data") through `\(use.quoted)` of "
            + "\(member.ownerName), which \(data.description); let an interactor do it and the presenter hand "
            + "the view what to show",
          isFormatting: false, comments: ["S2-R5"], cause: "`\(use.typeName ?? member.ownerName)`")
        work.confidence =
          data.dataKind == .device
          ? .medium
          : use.typeName.map { Self.confidence(ofData: $0, file: file, context: context) } ?? .high
        return work
      }
      if type.checksFormatting, Self.isInherited(member, file: file, context: context),
        let formatting = effects.witness(of: .formats)
      {
        return ViewWork(
          node,
          message: "\(type.noun) formats through `\(use.quoted)` of \(member.ownerName), which "
            + "\(formatting.description); move formatting to a helper the presenter uses and hand the view "
            + "ready strings",
          isFormatting: true, comments: ["S2-R6"], cause: "`\(member.ownerName).\(member.name)`")
      }
    }
    return nil
  }

  /// A call to a builder whose code assembles a module (creates a view controller, wires its
  /// parts): the view builds the next screen itself, which is a router's job. A builder that
  /// only makes values (a view-model factory) assembles nothing, and is not reported.
  private static func assembly(
    _ node: Syntax, type: ViewLayerBodies, file: SourceFile, context: ReviewContext,
    scopes: ExpressionTypesCache
  ) -> ViewWork? {
    // `configurator.configure(self)` assembles the view's own module: the builder's work done
    // late, not another screen built here.
    guard let call = node.as(FunctionCallExprSyntax.self),
      !call.arguments.contains(where: { $0.expression.isSelf }), let use = MemberUse(node, scopes: scopes),
      let typeName = use.typeName, typeName != type.name, context.role(of: typeName, in: file) == .builder
    else { return nil }
    let builds = context.types.members(named: use.name, of: typeName, from: file.module)
    guard
      builds.contains(where: { member in
        let effects = context.effects.effects(of: member, module: file.module).effects
        return effects.contains(.createsModule) || effects.contains(.wiresModules)
      })
    else { return nil }
    return ViewWork(
      node,
      message: "\(type.noun) assembles another module itself through `\(use.quoted)`; let its router ask the "
        + "builder for the module and show it, so the view only shows what it is given",
      isFormatting: false, comments: ["S4-R1"], cause: "`\(typeName)`")
  }

  /// How sure it is that naming `name` reaches data: a platform data API, or a type of the
  /// project whose code (or, for a protocol, an adopter's) reaches one, is sure; a type that
  /// only its name or folder calls a service is not; a device service is often the screen's own
  /// business.
  private static func confidence(ofData name: String, file: SourceFile, context: ReviewContext) -> Confidence
  {
    if let kind = DataAPIs.kind(ofType: name) { return kind == .device ? .medium : .high }
    guard !context.roles.reachesOnlyTheDevice(name) else { return .medium }
    return context.roles.reachesDataByCode(name, from: file.module) ? .high : .medium
  }

  /// Formatting the view gets from elsewhere: a protocol extension it adopts, an extension of
  /// a platform type (`Date`, `UIViewController`). A model's own formatting is the model's.
  private static func isInherited(_ member: MemberFunction, file: SourceFile, context: ReviewContext) -> Bool
  {
    guard let owner = context.types.declaration(named: member.ownerName, from: file.module) else {
      return true
    }
    return owner.kind == .protocol
  }

  init(_ node: Syntax, message: String, isFormatting: Bool, comments: [String], cause: String) {
    self.node = node
    self.message = message
    self.isFormatting = isFormatting
    self.comments = comments
    self.cause = cause
  }

  private init(
    _ node: Syntax, data name: String, kind: DataKind?, type: ViewLayerBodies, handoff: DataHandoff
  ) {
    self.node = node
    isFormatting = false
    cause = "`\(name)`"
    let noun = type.noun
    switch (handoff.usesData, handoff.handsDataToNextScreen) {
    case (false, true):
      message =
        "\(noun) holds `\(name)` only to hand it to the next screen it builds; let a "
        + "builder assemble that screen and a router show it, and the view needs no data access"
      comments = ["S4-R1"]
    case (true, true):
      message =
        "\(noun) reaches data through `\(name)` and hands it to the next screen it "
        + "builds; let an interactor fetch, the presenter hand the view what to show, and a "
        + "builder assemble the next screen"
      comments = ["S2-R5", "S4-R1"]
    default:
      message =
        kind == .device
        ? "\(noun) drives `\(name)`, a device service; let an interactor (or a service it uses) drive it "
          + "and the presenter hand the view what to show"
        : "\(noun) reaches data through `\(name)`; let an interactor fetch it and the presenter hand the "
          + "view what to show"
      comments = ["S2-R5"]
    }
  }

  private init(_ node: Syntax, formatting what: String, type: ViewLayerBodies) {
    self.node = node
    isFormatting = true
    cause = what
    message =
      "\(type.noun) formats with \(what); move formatting to a helper the presenter uses "
      + "and hand the view ready strings"
    comments = ["S2-R6"]
  }

  /// A type named in an expression (`DateFormatter()`) or a type annotation.
  private static func typeName(_ node: Syntax) -> String? {
    if let reference = node.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    return node.as(IdentifierTypeSyntax.self)?.name.text
  }

  /// Formatting that makes display text of a value, as opposed to cleaning typed text.
  private static func makesDisplayText(_ what: String) -> Bool {
    what == "`String(format:)`" || what == "`formatted`"
  }

  /// `String(format:)`, `date.formatted(…)`, `text.replacingOccurrences(of:with:)`.
  private static func formattingCall(_ call: FunctionCallExprSyntax) -> String? {
    let callee = call.calledExpression
    if callee.referencedName == "String", EffectScanner.formatsText(call) { return "`String(format:)`" }
    guard let member = callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
      ["formatted", "replacingOccurrences", "addingPercentEncoding"].contains(member)
    else { return nil }
    return "`\(member)`"
  }
}
