import ArgumentParser
import Foundation

// Usage errors exit 2, like a review that cannot run, as the documentation says; the
// argument parser's own code for them is 64.
do {
  var command = try ReviewCommand.parseAsRoot()
  try command.run()
} catch {
  if ReviewCommand.exitCode(for: error) == .validationFailure {
    FileHandle.standardError.write(Data((ReviewCommand.fullMessage(for: error) + "\n").utf8))
    exit(2)
  }
  ReviewCommand.exit(withError: error)
}
