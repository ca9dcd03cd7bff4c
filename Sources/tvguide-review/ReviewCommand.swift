import ArgumentParser
import Foundation
import TVGuideReviewKit

/// `tvguide-review PATH`: the migration's review comments, checked by machine.
@main
struct ReviewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tvguide-review",
    abstract: "Review layered Swift code the way the TVGuide migration was reviewed.",
    discussion: """
      Prints each finding as FILE:LINE:COLUMN: warning|error: MESSAGE [RULE], then a summary. \
      Exits with 1 when a finding is an error, 2 when the review cannot run.
      """)

  @Argument(help: "A package root, a stage folder, any folder or a Swift file.")
  var path: String

  @Option(help: "text, json or github (workflow commands that annotate a pull request).")
  var format: FormatOption = .text

  @Option(help: "A JSON layer order; default: the package's .tvguide-review.json, else TVGuide's.")
  var layers: String?

  func run() throws {
    let report: ReviewReport
    do {
      let order = try layers.map { try Self.layerOrder(at: $0) }
      report = try Reviewer(layers: order).review(path: path)
    } catch let error as ReviewError {
      FileHandle.standardError.write(Data("tvguide-review: \(error.message)\n".utf8))
      throw ExitCode(2)
    }
    FileHandle.standardOutput.write(Data(format.outputFormat.formatter.format(report).utf8))
    if report.hasErrors { throw ExitCode(1) }
  }

  private static func layerOrder(at path: String) throws -> LayerOrder {
    do {
      return try LayerOrder(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw ReviewError.invalidLayerOrder(path: path, reason: "\(error)")
    }
  }
}
