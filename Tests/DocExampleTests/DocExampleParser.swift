import Foundation

/// Finds the examples of a Markdown or DocC file: the fenced code blocks whose lines start
/// with `$ `, each command with the lines under it up to the next command or the fence.
enum DocExampleParser {
  static let prompt = "$ "

  static func examples(in text: String, file: String) throws(DocExampleSyntaxError) -> [DocExample] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var examples: [DocExample] = []
    var directive: (value: DocExampleDirective, line: Int)?
    var index = 0
    while index < lines.count {
      let line = lines[index]
      if DocExampleDirective.isDirective(line) {
        do {
          directive = try DocExampleDirective.parse(line).map { ($0, index + 1) }
        } catch {
          throw DocExampleSyntaxError(error.message, line: index + 1)
        }
      } else if let fence = Fence(opening: line) {
        let end = try closingLine(of: fence, in: lines, from: index)
        let block = lines[(index + 1)..<end].map(fence.unindented)
        if let steps = try steps(of: block, firstLine: index + 2) {
          examples.append(
            DocExample(file: file, line: steps[0].line, steps: steps, directive: directive?.value))
          directive = nil
        } else if let pending = directive {
          throw misplaced(pending)
        }
        index = end
      } else if !line.trimmingCharacters(in: .whitespaces).isEmpty, let pending = directive {
        throw misplaced(pending)
      }
      index += 1
    }
    if let pending = directive {
      throw misplaced(pending)
    }
    return examples
  }

  private static func misplaced(_ directive: (value: DocExampleDirective, line: Int)) -> DocExampleSyntaxError
  {
    DocExampleSyntaxError(
      "an example comment must stand right above a block of `$ ` commands", line: directive.line)
  }

  private static func closingLine(
    of fence: Fence, in lines: [String], from start: Int
  ) throws(DocExampleSyntaxError) -> Int {
    guard let end = lines.indices.dropFirst(start + 1).first(where: { fence.isClosed(by: lines[$0]) }) else {
      throw DocExampleSyntaxError("a code block is never closed", line: start + 1)
    }
    return end
  }

  /// The block's commands and outputs, or nil when it holds no command.
  private static func steps(of block: [String], firstLine: Int) throws(DocExampleSyntaxError)
    -> [DocExampleStep]?
  {
    guard block.contains(where: isCommand) else { return nil }
    var steps: [DocExampleStep] = []
    for (offset, line) in block.enumerated() {
      if isCommand(line) {
        steps.append(
          DocExampleStep(
            command: String(line.dropFirst(prompt.count)), line: firstLine + offset, expectedOutput: []))
      } else if steps.isEmpty {
        guard line.trimmingCharacters(in: .whitespaces).isEmpty else {
          throw DocExampleSyntaxError("output above the block's first `$ ` command", line: firstLine + offset)
        }
      } else {
        steps[steps.count - 1].expectedOutput.append(line)
      }
    }
    return steps
  }

  private static func isCommand(_ line: String) -> Bool {
    line.hasPrefix(prompt)
  }
}
