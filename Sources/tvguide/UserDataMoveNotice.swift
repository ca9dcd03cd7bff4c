import TVGuideStore
import TextUIKit

/// The one line that says what became of user data found in the cache folder, where tvguide
/// kept it before it had a folder of its own.
enum UserDataMoveNotice {
  /// The line for `move`; `nil` when there was nothing to move.
  static func line(for move: UserDataMove) -> String? {
    switch move {
    case .nothingToMove:
      return nil
    case .moved(let from, let to):
      return "Moved your followed shows and watched marks from \(printable(from)) to \(printable(to)), "
        + "where they are safe from whatever empties the cache."
    case .leftInCacheFolder(let path, .dataFolderHasItsOwn(let dataStore)):
      return "\(printable(path)) holds followed shows or watched marks that \(printable(dataStore)) lacks, "
        + "so it was left where it is: to keep them, run `tvguide data export --data-dir "
        + "\(printable(folder(of: path))) -o FILE`, then `tvguide data import FILE`."
    case .leftInCacheFolder(let path, .unreadable(let detail)):
      return "\(printable(path)) could not be read (\(printable(detail))), so it was left where it is and "
        + "your followed shows and watched marks start afresh in the data folder."
    }
  }

  private static func folder(of path: String) -> String {
    String(path.prefix(upTo: path.lastIndex(of: "/") ?? path.endIndex))
  }

  private static func printable(_ text: String) -> String {
    TerminalTextSanitizer(mode: .singleLine).sanitize(text)
  }
}
