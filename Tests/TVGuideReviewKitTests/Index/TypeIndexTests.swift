import SwiftParser
import SwiftSyntax
import TVGuideReviewKit
import Testing

@Suite struct TypeIndexTests {
  private func index(_ sources: [(String, String?)]) -> TypeIndex {
    TypeIndex(
      files: sources.enumerated().map { SourceFile(path: "F\($0).swift", source: $1.0, module: $1.1) })
  }

  private func type(_ text: String) -> TypeSyntax {
    var parser = Parser(text)
    return TypeSyntax.parse(from: &parser)
  }

  @Test func classBoundnessFollowsInheritanceAcrossFiles() {
    let types = index([
      ("protocol A: AnyObject {}\nprotocol B: A {}\nprotocol C: Sendable {}", nil),
      ("protocol D: B, C {}\nprotocol E: C {}\nprotocol F: UITableViewDelegate {}", nil),
    ])
    #expect(types.isClassBound(protocolNamed: "D", from: nil) == true)
    #expect(types.isClassBound(protocolNamed: "E", from: nil) == false)
    #expect(types.isClassBound(protocolNamed: "F", from: nil) == nil)
  }

  @Test func aTargetsOwnDeclarationWinsOverAnotherTargets() {
    let types = index([
      ("protocol ShowsDelegate {}", "stage1-mvc"),
      ("protocol ShowsDelegate: AnyObject {}", "stage2-mvp"),
    ])
    #expect(types.isClassBound(protocolNamed: "ShowsDelegate", from: "stage1-mvc") == false)
    #expect(types.isClassBound(protocolNamed: "ShowsDelegate", from: "stage2-mvp") == true)
  }

  @Test func onlyPossibleObjectsMayBeKeptAlive() {
    let types = index([
      ("struct Row {}\nenum Kind {}\nfinal class Box {}\nprotocol P {}\nprotocol Q: AnyObject {}", nil)
    ])
    for value in ["Row", "Kind?", "any P", "String", "[Box]", "(Int) -> Void", "(Int, Int)"] {
      #expect(!types.mayBeObject(type(value), from: nil), "\(value)")
    }
    for object in ["Box", "(any Q)?", "UIView!", "Unknown"] {
      #expect(types.mayBeObject(type(object), from: nil), "\(object)")
    }
  }

  /// Adopters and holders of a protocol are those that see the same declaration: each stage
  /// declares its own `ShowListView`.
  @Test func adoptersAndHoldersOfAProtocolAreThoseOfItsTarget() {
    let types = index([
      ("protocol ShowListView {}\nstruct Row: ShowListView {}", "stage1"),
      ("final class Presenter { weak var view: (any ShowListView)?\n let name: String }", "stage1"),
      ("protocol ShowListView {}\nfinal class Screen {}\nextension Screen: ShowListView {}", "stage2"),
    ])
    #expect(types.adopters(ofProtocol: "ShowListView", from: "stage1").map(\.name) == ["Row"])
    #expect(types.adopters(ofProtocol: "ShowListView", from: "stage2").map(\.name) == ["Screen"])
    #expect(types.holders(ofProtocol: "ShowListView", from: "stage1").map(\.property.name) == ["view"])
    #expect(types.holders(ofProtocol: "ShowListView", from: "stage2").isEmpty)
  }

  @Test func storedPropertiesAreKnownWithHowTheyAreHeld() {
    let types = index([
      (
        "final class P { weak var view: V?\n let router: R\n var computed: Int { 1 }\n static var shared = P() }",
        nil
      )
    ])
    #expect(types.storedProperty("view", of: "P", from: nil)?.isWeak == true)
    #expect(types.storedProperty("router", of: "P", from: nil)?.isWeak == false)
    #expect(types.storedProperty("computed", of: "P", from: nil) == nil)
    #expect(types.storedProperty("shared", of: "P", from: nil) == nil)
  }
}
