/// A documentation file's example that cannot be read as one: said in a sentence, with the
/// line added by the parser.
struct DocExampleSyntaxError: Error, Equatable, CustomStringConvertible {
  var message: String
  var line: Int = 0

  init(_ message: String, line: Int = 0) {
    self.message = message
    self.line = line
  }

  var description: String { "line \(line): \(message)" }
}
