import ArgumentParser
import Foundation
import TVGuidePresenter
import TextUIKit

/// Ends the process after an error thrown while parsing the command line or running a
/// command, as argument-parser would, with one difference: the message is what an error of
/// our own would be, so no control character or escape sequence an argument brought into it
/// reaches the terminal, no password written into an address is printed, and the usage line
/// is wrapped to the width like every other line. Every message argument-parser makes (help,
/// unknown options, invalid values, `--generate-completion-script`'s errors) goes through here.
enum CommandFailurePrinter {
  private static let sanitizer = TerminalTextSanitizer(mode: .multiline)

  static func exit<Command: ParsableCommand>(_ command: Command.Type, after error: any Error) -> Never {
    let code = command.exitCode(for: error)
    let text = UsageLineWrapper(width: TerminalEnvironment.current().width).wrapping(
      command.fullMessage(for: error))
    if !text.isEmpty {
      // Help, the version and completion scripts are clean exits: our text, not the user's.
      if code == .success {
        StandardStream.output.write(text + "\n")
      } else {
        StandardStream.error.write(printable(text) + "\n")
      }
    }
    Foundation.exit(code.rawValue)
  }

  /// `text` without controls, escapes and credentials, its line breaks kept.
  static func printable(_ text: String) -> String {
    CredentialRedactor.redacting(sanitizer.sanitize(text))
  }
}
