import ArgumentParser
import TVGuideView
import TextUIKit

/// Prints a report: its answer to standard output (and any notice or warning to standard
/// error), then, when it failed, its sentence to standard error and a failing exit code. A
/// failed report usually has no answer; one that stopped part way (an import) has what it did.
/// Writes go through `StandardStream`, which ends the process cleanly when one fails.
enum ReportPrinter {
  static func print(_ output: ReportOutput) throws {
    for line in [output.notice, output.warning].compactMap({ $0 }) {
      StandardStream.error.write("tvguide: \(line)\n")
    }
    // One call however long the answer (a show's 100 000 episodes are 20 MB of JSON): the
    // stream writes the string's own bytes, with no second copy of them.
    StandardStream.output.write(output.standardOutput)
    if let message = output.errorMessage {
      StandardStream.error.write("tvguide: \(message)\n")
      throw ExitCode.failure
    }
  }
}
