/// Which of this package's modules a target may import: the layer order of ARCHITECTURE.md.
struct LayerRule {
  let target: String
  let allowed: Set<String>

  /// Every module of this package; imports of anything else (Foundation, GRDB…) are not
  /// layer edges.
  static let packageModules: Set<String> = Set(rules.map(\.target)).union(["CLibXML2"])

  static let rules: [LayerRule] = [
    LayerRule(target: "TVGuideEntity", allowed: []),
    LayerRule(target: "TVGuideInteractor", allowed: ["TVGuideEntity"]),
    LayerRule(target: "TVGuidePresenter", allowed: ["TVGuideInteractor", "TVGuideEntity", "CLibXML2"]),
    LayerRule(target: "TextUIKit", allowed: []),
    LayerRule(target: "TVGuideView", allowed: ["TVGuidePresenter", "TextUIKit"]),
    LayerRule(target: "TVGuideRouter", allowed: ["TVGuidePresenter", "TextUIKit"]),
    LayerRule(
      target: "TVGuideBuilder",
      allowed: [
        "TVGuideEntity", "TVGuideInteractor", "TVGuidePresenter", "TVGuideView", "TVGuideRouter", "TextUIKit",
      ]
    ),
    LayerRule(target: "TVGuideBundledCatalog", allowed: ["TVGuideInteractor", "TVGuideEntity"]),
    LayerRule(target: "TVGuideTVMaze", allowed: ["TVGuideInteractor", "TVGuideEntity"]),
    LayerRule(target: "TVGuideStore", allowed: ["TVGuideInteractor", "TVGuideEntity"]),
    // The review tool reads sources as text; it links no layer of the app.
    LayerRule(target: "TVGuideReviewKit", allowed: []),
  ]
}
