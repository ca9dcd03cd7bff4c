/// The shape of `.tvguide-review.yml`, as a person writes it:
///
/// ```yaml
/// excluded: ["Tests/**/Fixtures/"]
/// review_tests: false
/// review_templates: false
/// rules: {init-does-work: off, router-builds-views: error}
/// roles: {LegacyScreen: view-controller, "App/Helpers/**": display-helper}
/// team_rules: [swift, run, --package-path, Rules, team-rules]
/// layers:
///   order: [[Entity], [Interactor], [Presenter], [View, Router], [Builder], [App]]
///   side_modules: [{module: UIToolkit, usable_from: View}]
///   folders: {"MyApp/Entities/": Entity}
/// ```
struct ConfigurationFile: Decodable {
  var included: [String]?
  var excluded: [String]?
  /// `off` (or `false`) turns a rule off; `warning` or `error` sets its severity.
  var rules: [String: String]?
  var layers: Layers?
  /// Roles by type name or file glob: `{LegacyScreen: view-controller, "App/Helpers/**": display-helper}`.
  var roles: [String: String]?
  /// Whether test targets, test folders and files importing a test framework are reviewed.
  var reviewTests: Bool?
  /// Whether Xcode templates (`….xctemplate` folders, `___FILEBASENAME___` files) are reviewed.
  var reviewTemplates: Bool?
  /// The program that runs the team's own rules (`TeamRuleRunner`), as its words: run only
  /// with `--team-rules`, since it is the project's own code.
  var teamRules: [String]?

  enum CodingKeys: String, CodingKey {
    case included, excluded, rules, layers, roles
    case reviewTests = "review_tests"
    case reviewTemplates = "review_templates"
    case teamRules = "team_rules"
  }

  struct Layers: Decodable {
    var order: [[String]]
    var sideModules: [Side]?
    var folders: [String: String]?

    enum CodingKeys: String, CodingKey {
      case order
      case sideModules = "side_modules"
      case folders
    }
  }

  struct Side: Decodable {
    var module: String
    var builtOn: String?
    var usableFrom: String?

    enum CodingKeys: String, CodingKey {
      case module
      case builtOn = "built_on"
      case usableFrom = "usable_from"
    }
  }

  /// Reads `text`; throws a sentence naming what is wrong.
  static func configuration(fromYAML text: String) throws -> ReviewConfiguration {
    try ConfigurationDocument.decode(text).configuration()
  }

  /// The longest glob a pattern may be: globs are matched in time proportional to their
  /// length, for every file of the project.
  static let maximumPatternLength = 1_024

  private func configuration() throws -> ReviewConfiguration {
    let patterns =
      (included ?? []) + (excluded ?? []) + (layers?.folders?.keys.sorted() ?? [])
      + (roles?.keys.sorted() ?? [])
    if let long = patterns.first(where: { $0.count > Self.maximumPatternLength }) {
      throw ReadError(
        "the pattern `\(long.prefix(40))…` is longer than the \(Self.maximumPatternLength) characters a pattern may be"
      )
    }
    var configuration = ReviewConfiguration(
      included: (included ?? []).map(PathPattern.init), excluded: (excluded ?? []).map(PathPattern.init))
    let known = Set(ReviewRules.all.map(\.id))
    for (rule, setting) in rules ?? [:] {
      guard known.contains(rule) else {
        throw ReadError("there is no rule `\(rule)`; `tvguide-review --list-rules` lists them")
      }
      switch setting.lowercased() {
      case "off", "false", "disabled": configuration.disabledRules.insert(rule)
      case "on", "true", "enabled": break
      case "warning": configuration.severities[rule] = .warning
      case "error": configuration.severities[rule] = .error
      default: throw ReadError("rule `\(rule)` is set to `\(setting)`; write off, warning or error")
      }
    }
    configuration.reviewsTests = reviewTests ?? false
    configuration.reviewsTemplates = reviewTemplates ?? false
    if let teamRules, teamRules.isEmpty {
      throw ReadError(
        "`team_rules` is an empty command; write the program and its arguments, e.g. [swift, run, team-rules]"
      )
    }
    configuration.teamRulesCommand = teamRules
    configuration.roleOverrides = try (roles ?? [:]).sorted { $0.key < $1.key }.map { key, value in
      guard let role = Role(rawValue: value) else {
        let known = Role.allCases.map(\.rawValue).joined(separator: ", ")
        throw ReadError("`\(key)` is given the role `\(value)`; write one of \(known)")
      }
      return RoleOverride(key: key, role: role)
    }
    configuration.layers = layers.map { layers in
      LayerOrder(
        layers: layers.order,
        sideModules: (layers.sideModules ?? []).map {
          SideModule(module: $0.module, builtOn: $0.builtOn, usableFrom: $0.usableFrom)
        },
        folders: (layers.folders ?? [:]).sorted { $0.key < $1.key }.map {
          FolderLayer(pattern: PathPattern($0.key), layer: $0.value)
        })
    }
    return configuration
  }
}
