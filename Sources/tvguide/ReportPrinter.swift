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
    write(output.standardOutput, to: .standardOutput)
  }

  /// Writes `text` a slice at a time: a long answer (a show's 100 000 episodes are 20 MB of
  /// JSON) then needs no second copy of itself as `Data`.
  private static func write(_ text: String, to handle: FileHandle) {
    let bytes = text.utf8
    var start = bytes.startIndex
    while start != bytes.endIndex {
      let end = bytes.index(start, offsetBy: 1 << 16, limitedBy: bytes.endIndex) ?? bytes.endIndex
      handle.write(Data(bytes[start..<end]))
      start = end
    }
  }
}
