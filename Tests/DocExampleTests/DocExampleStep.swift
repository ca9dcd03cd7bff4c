/// One `$ ` line of an example and the lines the text shows under it.
struct DocExampleStep: Sendable, Equatable {
  /// The command as written after `$ `.
  var command: String
  /// Its line in the file, counted from 1.
  var line: Int
  /// What the text says it prints; a line holding only `…` stands for any run of lines.
  var expectedOutput: [String]
}
