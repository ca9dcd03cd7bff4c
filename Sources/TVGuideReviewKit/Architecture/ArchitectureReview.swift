import Foundation

/// The architecture of a project as `tvguide-review` models it — files, types, their roles
/// and layers, imports, who holds whom, what calls what, the screen modules — for writing a
/// team's own rules as tests:
///
/// ```swift
/// let review = try ArchitectureReview(paths: ["Sources"])
/// #expect(review.types(withRole: .presenter).allSatisfy { !$0.imports("UIKit") })
/// review.modules.filter(\.isScreen).forEach { #expect($0.has(.router)) }
/// ```
///
/// It is the model the built-in rules ask, and `tvguide-review --changes BASE` compares two of
/// them. See the DocC article *Writing your team's rules*.
public struct ArchitectureReview: Sendable {
  /// The project's root folder.
  public let root: String
  /// The reviewed Swift files, by path.
  public let files: [ReviewedFile]
  /// The types declared in the reviewed files, in file order.
  public let types: [ReviewedType]
  /// The screen modules, by name.
  public let modules: [ReviewedModule]
  /// Which layer uses which, each with the uses that show it (`ShowListPresenter → NetworkManager`).
  public let layerDependencies: [LayerDependency: [String]]
  /// Loops of strong references between classes, each from its first name in alphabetical
  /// order back to it (`[ShowListPresenter, ShowListViewController]`): neither is ever freed.
  public let ownershipCycles: [[String]]
  /// Files that could not be read, one sentence each.
  public let notes: [String]

  /// Reviews the Swift files under `paths` (folders or files, relative to the current folder
  /// unless absolute) within the project around them (the folder with `Package.swift`, an
  /// `.xcodeproj` or `.git`, or `projectRoot`), its `.tvguide-review.yml` included.
  public init(paths: [String], projectRoot: String? = nil) throws {
    try self.init(paths: paths, projectRoot: projectRoot, parses: nil)
  }

  /// The same, parsing each file's text once across every review given the same `parses`.
  package init(paths: [String], projectRoot: String? = nil, parses: SyntaxTreeMemo?) throws {
    do {
      self = try DeepStack.run { try Self.loaded(paths: paths, projectRoot: projectRoot, parses: parses) }
    } catch let error as ReviewError {
      throw ArchitectureReviewError(message: error.message)
    }
  }

  init(
    root: String, files: [ReviewedFile], types: [ReviewedType], modules: [ReviewedModule],
    layerDependencies: [LayerDependency: [String]], ownershipCycles: [[String]], notes: [String]
  ) {
    self.root = root
    self.files = files
    self.types = types
    self.modules = modules
    self.layerDependencies = layerDependencies
    self.ownershipCycles = ownershipCycles
    self.notes = notes
  }

  private static func loaded(
    paths: [String], projectRoot: String?, parses: SyntaxTreeMemo?
  ) throws -> ArchitectureReview {
    let workspace = try ReviewWorkspace(paths: paths, projectRoot: projectRoot, memo: parses)
    var notes: [String] = []
    let reviewed = workspace.reviewedFiles(notes: &notes)
    let indexed = workspace.indexedFiles(reviewed: reviewed, notes: &notes)
    let context = ReviewContext(
      files: indexed, layers: workspace.layerOrder ?? .inferred,
      roleOverrides: workspace.configuration.roleOverrides)
    return ArchitectureModelBuilder(context: context, indexed: indexed)
      .review(of: reviewed, root: workspace.root.path, notes: notes)
  }

  /// The types playing `role`.
  public func types(withRole role: ReviewRole) -> [ReviewedType] {
    types.filter { $0.role == role }
  }

  /// The types of `layer`.
  public func types(inLayer layer: String) -> [ReviewedType] {
    types.filter { $0.layer == layer }
  }

  /// The first type declared as `name`.
  public func type(named name: String) -> ReviewedType? {
    types.first { $0.name == name }
  }

  /// The screen module named `name`.
  public func module(named name: String) -> ReviewedModule? {
    modules.first { $0.name == name }
  }

  /// The places among `subjects` where `rule` does not hold, each said with `sentence`:
  /// `#expect(review.violations(of: "no-uikit-in-presenters", "a presenter never imports UIKit",
  /// review.types(withRole: .presenter)) { !$0.imports("UIKit") }.isEmpty)`.
  public func violations<Subject: ReviewSubject>(
    of rule: String, _ sentence: String, _ subjects: [Subject], where holds: (Subject) -> Bool
  ) -> [RuleViolation] {
    subjects.filter { !holds($0) }.map { subject in
      let place = subject.reviewPlace
      return RuleViolation(
        file: place.file, line: place.line, column: place.column, message: "\(sentence): \(place.name)",
        rule: rule)
    }
  }
}
