import FuzzSupport
import TextUIKit

/// What `TextFitting`, `TextLine` and the search bar promise for any text and width: nothing
/// wider than the width, nothing lost by wrapping, nothing a terminal acts on. The run's
/// per-input time limit (`-timeout` in scripts/fuzz) turns a path that is not linear in the
/// text's length into a failure.
struct TextLayoutChecks {
  let width: Int

  func check(_ text: String) {
    checkWrapping(text)
    checkTruncation(text)
    checkFittedLine(text)
    MainActor.assumeIsolated { checkSearchBar(text) }
  }

  private func checkWrapping(_ text: String) {
    let lines = TextFitting.wrap(text, toWidth: width)
    guard width > 0 else { return Invariant.require(lines.isEmpty, "lines for width 0") }
    for line in lines {
      let lineWidth = DisplayWidth.of(line)
      // A character wider than the whole line still gets a line of its own.
      Invariant.require(
        lineWidth <= width || line.count == 1, "a wrapped line of \(lineWidth) columns for \(width)")
    }
    let kept = lines.joined().filter { $0 != " " && $0 != "\n" }
    let given = text.filter { $0 != " " && $0 != "\n" }
    Invariant.require(kept == given, "wrapping lost or added text")
  }

  private func checkTruncation(_ text: String) {
    let cut = TextFitting.truncate(text, toWidth: width)
    Invariant.require(DisplayWidth.of(cut) <= max(width, 0), "a cut text wider than \(width)")
    let padded = TextFitting.pad(text, toWidth: width)
    Invariant.require(
      DisplayWidth.of(padded) == width, "a text padded to \(DisplayWidth.of(padded)) for \(width)")
  }

  private func checkFittedLine(_ text: String) {
    let fitted = TextLine(text).fitted(toWidth: width)
    Invariant.require(fitted.displayWidth <= max(width, 0), "a fitted line wider than \(width)")
    TerminalSafety.require(fitted.plainText, allowingNewlines: false, "a fitted line")
  }

  @MainActor
  private func checkSearchBar(_ text: String) {
    let searchBar = TextSearchBar()
    searchBar.insertText(text)
    searchBar.replaceText(with: searchBar.text + text)
    searchBar.deleteBackward()
    for scalar in searchBar.text.unicodeScalars {
      Invariant.require(!TerminalTextSanitizer.isInvisible(scalar), "the search bar kept U+\(scalar.value)")
    }
    for line in searchBar.render(width: width, height: 1) {
      Invariant.require(line.displayWidth <= max(width, 0), "a search bar wider than \(width)")
      TerminalSafety.require(line.plainText, allowingNewlines: false, "the search bar")
    }
  }
}
