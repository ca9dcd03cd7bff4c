import ArgumentParser
import Foundation
import TVGuideView

/// Prints a report: its answer to standard output (and any notice or warning to standard
/// error), or its sentence to standard error and a failing exit code.
enum ReportPrinter {
  static func print(_ output: ReportOutput) throws {
    if let message = output.errorMessage {
      FileHandle.standardError.write(Data("tvguide: \(message)\n".utf8))
      throw ExitCode.failure
    }
    for line in [output.notice, output.warning].compactMap({ $0 }) {
      FileHandle.standardError.write(Data("tvguide: \(line)\n".utf8))
    }
    FileHandle.standardOutput.write(Data(output.standardOutput.utf8))
  }
}
