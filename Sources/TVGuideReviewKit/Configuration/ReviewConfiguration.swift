import Foundation

/// What a project tells `tvguide-review` in `.tvguide-review.yml` at its root: which files to
/// review, which rules to run and how seriously, and the project's layer order.
package struct ReviewConfiguration: Sendable {
  /// The configuration file's name at the project root.
  package static let fileName = ".tvguide-review.yml"

  /// Generated and vendored code nobody reviews by hand; always left out.
  package static let defaultExcluded = [
    "*.generated.swift", "R.generated.swift", "Pods/", "Carthage/", ".build/",
  ].map(PathPattern.init)

  /// When not empty, only files matching one of these are reviewed.
  package var included: [PathPattern]
  /// Files and folders left out, on top of `defaultExcluded`.
  package var excluded: [PathPattern]
  /// Rules turned off by id.
  package var disabledRules: Set<String>
  /// Severities that replace a rule's own, by rule id.
  package var severities: [String: Severity]
  /// The layer order; `nil` when the project declares none, so `layer-direction` cannot run.
  package var layers: LayerOrder?
  /// Roles the project gives types or files, over what the review infers.
  package var roleOverrides: [RoleOverride] = []
  /// Whether test code (`TestCode`) is reviewed and indexed like the app's; by default it is
  /// left out, since test doubles are no layer of the app.
  package var reviewsTests = false
  /// Whether Xcode templates (`TemplateCode`) are reviewed and indexed like the app's; by
  /// default they are left out, since they are patterns to generate code from.
  package var reviewsTemplates = false
  /// The command that runs the team's own rules (`team_rules`), which `--team-rules` runs.
  package var teamRulesCommand: [String]?

  package init(
    included: [PathPattern] = [], excluded: [PathPattern] = [], disabledRules: Set<String> = [],
    severities: [String: Severity] = [:], layers: LayerOrder? = nil
  ) {
    self.included = included
    self.excluded = excluded
    self.disabledRules = disabledRules
    self.severities = severities
    self.layers = layers
  }

  /// Reads `text`, the contents of a `.tvguide-review.yml`.
  package init(yaml text: String) throws {
    self = try ConfigurationFile.configuration(fromYAML: text)
  }

  /// The configuration of the project at `root`: its `.tvguide-review.yml`, with the layers of
  /// an older `.tvguide-review.json` when the YAML file declares none; the defaults without.
  /// A file of that name that cannot be used (a folder, a FIFO, a link out of the project,
  /// unreadable) is an error, never taken for no configuration.
  package init(projectRoot root: URL, limits: ReviewLimits = .standard) throws {
    let yaml = root.appendingPathComponent(Self.fileName)
    self.init()
    if ProjectFileReader.exists(yaml) {
      do {
        let text = try ProjectFileReader(root: root, limit: limits.configurationSize).text(at: yaml)
        self = try Self(yaml: text)
      } catch let refusal as FileRefusal {
        throw ReviewError.invalidConfiguration(path: yaml.path, reason: refusal.describingIt)
      } catch {
        throw ReviewError.invalidConfiguration(path: yaml.path, reason: Self.sentence(error))
      }
    }
    let json = root.appendingPathComponent(Reviewer.layerOrderFileName)
    if layers == nil, ProjectFileReader.exists(json) {
      do {
        layers = try LayerOrder(contentsOf: json, root: root)
      } catch {
        throw ReviewError.invalidLayerOrder(path: json.path, reason: Self.sentence(error))
      }
    }
  }

  /// `ReadError`'s sentence, or one made from another error.
  package static func sentence(_ error: any Error) -> String {
    (error as? ReadError)?.description ?? DecodingProblem.sentence(for: error, document: "a configuration")
  }

  /// Whether a file at `relativePath` (from the project root) is reviewed and indexed.
  package func isIncluded(_ relativePath: String) -> Bool {
    let components = relativePath.split(separator: "/").map(String.init)
    if (Self.defaultExcluded + excluded).contains(where: { $0.matches(components: components) }) {
      return false
    }
    return included.isEmpty || included.contains { $0.matches(components: components) }
  }

  /// The rules to run: those not disabled, each with its configured severity.
  package func rules(from all: [any ReviewRule]) -> [any ReviewRule] {
    all.filter { !disabledRules.contains($0.id) }.map { rule in
      severities[rule.id].map { ConfiguredRule(base: rule, severity: $0) } ?? rule
    }
  }
}
