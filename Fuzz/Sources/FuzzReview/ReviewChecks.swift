import Foundation
import FuzzSupport
@_spi(Fuzzing) import TVGuideReviewKit

/// What `tvguide-review` promises about any file and any configuration a pull request holds:
/// it ends (libFuzzer's timeout catches a hang, its address sanitizer a stack overflow), and
/// nothing it prints can act on a terminal or a CI log: every text format is free of control
/// characters but its own line breaks, each GitHub line is a workflow command it wrote or its
/// summary, and the JSON and SARIF documents parse.
struct ReviewChecks {
  func checkReview(of source: String) {
    switch ReviewFuzzing.review(source: source) {
    case .refused(let reason):
      TerminalSafety.require(reason, allowingNewlines: false, "the refusal")
    case .reviewed(let outputs):
      for (format, output) in outputs {
        TerminalSafety.require(output, allowingNewlines: true, "the \(format) output")
        Invariant.require(output.hasSuffix("\n"), "the \(format) output does not end its last line")
      }
      checkGitHub(outputs["github"] ?? "")
      for format in ["json", "sarif"] {
        let parsed = try? JSONSerialization.jsonObject(with: Data((outputs[format] ?? "").utf8))
        Invariant.require(parsed != nil, "the \(format) output is not JSON")
      }
    }
  }

  func checkConfiguration(_ text: String) {
    guard let problem = ReviewFuzzing.configurationProblem(in: text) else { return }
    TerminalSafety.require(problem, allowingNewlines: false, "the configuration's problem")
    Invariant.require(!problem.isEmpty, "an empty problem")
  }

  /// Every line but the summary is a command the formatter wrote: a line GitHub would read
  /// as `::stop-commands::` or an annotation of the file's choosing cannot appear.
  private func checkGitHub(_ output: String) {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    for line in lines.dropLast() {
      let written = ["::error file=", "::warning file=", "::notice title=tvguide-review::"]
      Invariant.require(
        written.contains { line.hasPrefix($0) }, "a GitHub line of its own: \(line.debugDescription)")
    }
    Invariant.require(lines.last?.hasPrefix("::") == false, "no summary line")
  }
}
