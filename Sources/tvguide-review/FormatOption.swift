import ArgumentParser
import TVGuideReviewKit

/// `--format`: the kit's output formats, as the command line spells them.
enum FormatOption: String, ExpressibleByArgument, CaseIterable {
  case text
  case json
  case github
  case sarif
  case checkstyle

  var outputFormat: OutputFormat {
    switch self {
    case .text: .text
    case .json: .json
    case .github: .github
    case .sarif: .sarif
    case .checkstyle: .checkstyle
    }
  }
}
