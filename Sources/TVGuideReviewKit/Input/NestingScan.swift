/// What a file's text says about how hard it will be to parse, found in one pass over its
/// bytes before the parser sees it.
///
/// swift-syntax's parser is linear on code people write, not on every shape a pull request can
/// send (issue 34): its look-ahead makes directly nested `[` brackets exponential (`[[[…1]]]`,
/// 40 deep, ran for hours), generic arguments and `#if` blocks quadratic in their nesting,
/// nested string interpolations quadratic in memory (16,000 in 80 KB took 5.9 GB), and it
/// recurses without a bound on chains it does not count as nesting (`else if`, `try try …`,
/// `A -> A -> …`, ternaries nested in their middle). This scan measures each of those shapes
/// with a small lexer (comments, strings, raw and multi-line strings, interpolations, regex
/// literals), so a file beyond the limits is refused before it is parsed. Where the lexer
/// must guess (a bare `/` regex), brackets and chains are counted as code, which can only
/// refuse more.
struct NestingScan {
  /// The longest run of `[` with nothing but spaces and comments between them.
  var squareBracketRun = 0
  /// The deepest nesting of generic angle brackets, counting every `<` after a name that no
  /// `>` or other operator has closed, as the parser's look-ahead does.
  var angleBracketDepth = 0
  /// The deepest nesting of `#if` blocks.
  var conditionalBlockDepth = 0
  /// The deepest nesting of string literals inside interpolations.
  var interpolationDepth = 0
  /// The longest chain the parser recurses along without counting it as nesting.
  var chain = 0
  /// How many tokens the file has, near enough: what a syntax tree's memory grows with.
  var tokens = 0

  /// The limits of the shapes whose cost grows faster than their size.
  static let maximumSquareBracketRun = 12
  static let maximumAngleBracketDepth = 64
  static let maximumConditionalBlockDepth = 64
  static let maximumInterpolationDepth = 16

  /// Nothing measured yet: what `NestingScanner` starts from.
  init() {}

  init(_ text: String) {
    var scanner = NestingScanner(bytes: Array(text.utf8))
    scanner.scan()
    self = scanner.measured
  }

  /// Why the file cannot be parsed within `chainLimit` levels of recursion and `tokenLimit`
  /// tokens, if it cannot.
  func refusal(chainLimit: Int, tokenLimit: Int = .max) -> FileRefusal? {
    if tokens > tokenLimit { return .tooManyTokens(count: tokens, limit: tokenLimit) }
    let costly = [
      (
        squareBracketRun, Self.maximumSquareBracketRun,
        "nests \(squareBracketRun) `[` directly inside each other"
      ),
      (
        angleBracketDepth, Self.maximumAngleBracketDepth,
        "nests generic arguments, or `<` after names, \(angleBracketDepth) deep"
      ),
      (
        conditionalBlockDepth, Self.maximumConditionalBlockDepth,
        "nests `#if` blocks \(conditionalBlockDepth) deep"
      ),
      (
        interpolationDepth, Self.maximumInterpolationDepth,
        "nests string interpolations \(interpolationDepth) deep"
      ),
    ]
    if let (_, limit, shape) = costly.first(where: { $0.0 > $0.1 }) { return .shapeTooCostly(shape, limit) }
    if chain > chainLimit { return .nestsTooDeeply(limit: chainLimit) }
    return nil
  }
}
