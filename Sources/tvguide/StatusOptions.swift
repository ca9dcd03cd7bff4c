import ArgumentParser
import TVGuideInteractor

/// `--status`: only the shows of one status, for `shows` and `search`.
struct StatusOptions: ParsableArguments {
  @Option(
    name: .long,
    help: """
      Only shows of this status: all, running, ended, tbd (to be determined) or \
      in-development. Case does not matter.
      """)
  var status: String?

  func validate() throws {
    _ = try filter()
  }

  /// The filter named by `--status`; `all` without one.
  func filter() throws -> ShowStatusFilter {
    guard let status else { return .all }
    guard let filter = ShowStatusFilter(name: status) else {
      let names = ShowStatusFilter.allCases.map(\.name)
      // Quoted as typed: `CommandFailurePrinter` drops any control character from the message.
      throw ValidationError(
        "--status must be \(names.dropLast().joined(separator: ", ")) or \(names[names.count - 1]), "
          + "not \"\(status)\".")
    }
    return filter
  }
}
