import Yams

/// The settings `.tvguide-review.yml` may hold, where: a key the review does not know is an
/// error naming its line and the closest setting, since a misspelt `exclude:` once left
/// every file it meant to leave out reviewed, in silence (issue 34).
enum ConfigurationSchema {
  static let settings = [
    "included", "excluded", "rules", "layers", "roles", "review_tests", "review_templates",
    "team_rules",
  ]
  static let layerSettings = ["order", "side_modules", "folders"]
  static let sideModuleSettings = ["module", "built_on", "usable_from"]
  /// The most values a configuration may hold, its aliases expanded: a few thousand patterns
  /// and roles are plenty, and a billion laughs is refused before anything reads it.
  static let maximumValues = 100_000

  /// Refuses a document that is not a mapping, holds a key no setting has, or holds too many
  /// values, with a sentence naming the line and column.
  static func check(_ root: Node) throws(ReadError) {
    try checkSize(root)
    guard let top = root.mapping else {
      throw ReadError("\(place(root))the configuration should be a mapping of settings to values")
    }
    try checkKeys(of: top, against: settings, in: nil)
    if let layers = top["layers"]?.mapping {
      try checkKeys(of: layers, against: layerSettings, in: "layers")
      for side in top["layers"]?["side_modules"]?.sequence ?? [] {
        guard let side = side.mapping else { continue }
        try checkKeys(of: side, against: sideModuleSettings, in: "layers.side_modules")
      }
    }
  }

  /// `line 3, column 1: ` for a node the parser placed.
  static func place(_ node: Node?) -> String {
    guard let mark = node?.mark else { return "" }
    return "line \(mark.line), column \(mark.column): "
  }

  private static func checkKeys(of mapping: Node.Mapping, against known: [String], in section: String?)
    throws(ReadError)
  {
    for (key, _) in mapping {
      guard let name = key.string, !known.contains(name) else { continue }
      let setting = section.map { "a setting of `\($0)`" } ?? "a setting"
      let hint =
        ClosestWord.to(name, among: known).map { "did you mean `\($0)`" }
        ?? "the settings are \(known.map { "`\($0)`" }.joined(separator: ", "))"
      throw ReadError("\(place(key))`\(name)` is not \(setting); \(hint)")
    }
  }

  private static func checkSize(_ root: Node) throws(ReadError) {
    var pending = [root]
    var count = 0
    while let node = pending.popLast() {
      count += 1
      guard count <= maximumValues else {
        throw ReadError("it holds more than \(maximumValues) values (aliases expanded)")
      }
      if let mapping = node.mapping {
        for (key, value) in mapping { pending += [key, value] }
      } else if let sequence = node.sequence {
        pending += sequence
      }
    }
  }
}
