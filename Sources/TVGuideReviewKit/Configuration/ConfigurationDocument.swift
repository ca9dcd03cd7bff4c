import Yams

/// `.tvguide-review.yml` read as YAML, checked against `ConfigurationSchema`, then decoded;
/// whatever is wrong is one sentence that starts with its line and column. YAML errors once
/// all read "it is not valid JSON", with no place (issue 34).
enum ConfigurationDocument {
  /// How deeply lists and mappings may nest: the YAML reader recurses once per level.
  static let maximumNesting = 1_000

  /// The settings `text` holds; an empty document, or one of comments only, holds none.
  static func decode(_ text: String) throws(ReadError) -> ConfigurationFile {
    try checkNesting(text)
    let root: Node
    do {
      root =
        try Yams.compose(yaml: text).flatMap { $0 == Node("", .init(.null)) ? nil : $0 }
        ?? Node([(Node, Node)]())
    } catch {
      throw ReadError(sentence(for: error))
    }
    try ConfigurationSchema.check(root)
    do {
      return try YAMLDecoder().decode(ConfigurationFile.self, from: root)
    } catch {
      let place = ConfigurationSchema.place(node(at: codingPath(of: error), in: root))
      throw ReadError(place + DecodingProblem.sentence(for: error, document: "a configuration"))
    }
  }

  /// The parser's complaint with its place: `line 2, column 8: mapping values are not allowed
  /// in this context`.
  static func sentence(for error: any Error) -> String {
    switch error as? YamlError {
    case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
      .composer(_, let problem, let mark, _):
      return "line \(mark.line), column \(mark.column): \(problem)"
    case .duplicatedKeysInMapping(let duplicates, let context):
      let keys = duplicates.sorted().map { "`\($0)`" }.joined(separator: ", ")
      return "line \(context.mark.line), column \(context.mark.column): \(keys) is given more than once"
    case .reader(let problem, _, _, _):
      return "it is not YAML: \(problem)"
    default:
      return "it is not YAML"
    }
  }

  /// Refuses text whose lists and mappings may nest deeper than `maximumNesting`: flow
  /// brackets still open, plus each line's indentation and block markers (`- `, `? `), an
  /// upper bound found without parsing.
  private static func checkNesting(_ text: String) throws(ReadError) {
    var open = 0
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      var block = line.prefix { $0 == " " }.count
      var quote: Character?
      var previous: Character = " "
      for character in line {
        if let current = quote {
          if character == current { quote = nil }
        } else if character == "\"" || character == "'" {
          quote = character
        } else if character == "[" || character == "{" {
          open += 1
          guard open + block <= maximumNesting else { throw tooDeep(line: number + 1) }
        } else if character == "]" || character == "}" {
          open = max(0, open - 1)
        } else if character == " ", previous == "-" || previous == "?" {
          block += 1
        }
        previous = character
      }
      guard open + block <= maximumNesting else { throw tooDeep(line: number + 1) }
    }
  }

  private static func tooDeep(line: Int) -> ReadError {
    ReadError("line \(line): it nests deeper than the \(maximumNesting) levels the review reads")
  }

  private static func codingPath(of error: any Error) -> [any CodingKey] {
    switch error as? DecodingError {
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
      return context.codingPath
    case .keyNotFound(_, let context):
      return context.codingPath
    default:
      return []
    }
  }

  /// The node a decoding error's path leads to, or the deepest one on its way.
  private static func node(at path: [any CodingKey], in root: Node) -> Node {
    var node = root
    for key in path {
      let next =
        key.intValue.flatMap { index in node.sequence.flatMap { $0.indices.contains(index) ? $0[index] : nil }
        }
        ?? node.mapping?[key.stringValue]
      guard let next else { break }
      node = next
    }
    return node
  }
}
