import Foundation

/// What `tvguide` prints that stage 6 does not, as Stages/06-Search/README.md states it: the
/// app, after the migration, learnt to mark the shows whose episodes the bundled catalog holds.
/// Its status line says so, its rows have a mark column (`●` or a blank, then a space, before
/// the year) that takes its two columns from the name's, and its detail says when the catalog
/// does not hold a show's episodes. Nothing else may differ.
enum StageSixDifferences {
  static let statusLineAddition = " · ● episodes offline"
  static let stageNoEpisodes = "No episodes are listed for this show yet."
  /// The app's words for a show whose episodes the catalog does not hold (in plain words: the
  /// line-mode app has no flags to name), wrapped as the terminal's width asks.
  static let appEpisodesNotHeld =
    "The bundled catalog does not hold this show's episodes; use the TVMaze source to get them."

  /// A list row: its number, the name's cell (padded), and from the year on.
  nonisolated(unsafe) private static let stageRow =
    /^(?<number> *\d+ )(?<name>.*?) (?<rest>(?:\d{4}|—) +(?:[★☆]|Not rated).*)$/
  /// The app's row: the same with the mark's column before the year.
  nonisolated(unsafe) private static let appRow =
    /^(?<number> *\d+ )(?<name>.*?) (?<mark>[● ]) (?<rest>(?:\d{4}|—) +(?:[★☆]|Not rated).*)$/

  /// What differs between the stage's screen and the app's beyond the statement, or nil.
  static func unexplained(stage: String, app: String) -> String? {
    var stageLines = stage.components(separatedBy: "\n")
    var appLines = app.components(separatedBy: "\n")
    if stageLines.last == stageNoEpisodes {
      stageLines.removeLast()
      guard appLines.count > stageLines.count else { return "the app's detail ends early" }
      let words = appLines[stageLines.count...].joined(separator: " ").split(separator: " ").joined(
        separator: " ")
      guard words == appEpisodesNotHeld else { return "the app's detail ends with \"\(words)\"" }
      appLines.removeSubrange(stageLines.count...)
    }
    guard stageLines.count == appLines.count else {
      return "the stage printed \(stageLines.count) lines, the app \(appLines.count)"
    }
    for (index, (stageLine, appLine)) in zip(stageLines, appLines).enumerated()
    where stageLine != appLine && appLine != stageLine + statusLineAddition && !isMarked(stageLine, appLine) {
      return "line \(index + 1): the stage printed \"\(stageLine)\", the app \"\(appLine)\""
    }
    return nil
  }

  /// Whether the app's row is the stage's with the mark column taken from the name's cell.
  static func isMarked(_ stageLine: String, _ appLine: String) -> Bool {
    guard let stage = stageLine.wholeMatch(of: stageRow), let app = appLine.wholeMatch(of: appRow) else {
      return false
    }
    let width = stage.name.count - 2
    return app.number == stage.number && app.rest == stage.rest && app.name.count == width
      && trimmed(app.name) == cut(trimmed(stage.name), to: width)
  }

  /// A name as the app fits it in `width` columns: whole when it fits, else as much as fits
  /// before `…`, without spaces before the `…`. A name the stage cut already is known only as
  /// far as the stage printed it, which is further than the app's cut.
  static func cut(_ name: String, to width: Int) -> String {
    guard name.count > width else { return name }
    let known = name.hasSuffix("…") ? name.dropLast() : Substring(name)
    return trimmed(known.prefix(width - 1)) + "…"
  }

  private static func trimmed(_ text: Substring) -> String {
    String(text.reversed().drop { $0 == " " }.reversed())
  }

  private static func trimmed(_ text: String) -> String {
    trimmed(Substring(text))
  }
}
