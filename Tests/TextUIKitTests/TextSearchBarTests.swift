import Testing
import TextUIKit

@MainActor
@Suite struct TextSearchBarTests {
  @Test func typingTellsTheDelegateAfterEveryKey() {
    let bar = TextSearchBar()
    let delegate = SearchBarDelegateSpy()
    bar.delegate = delegate
    bar.insertText("g")
    bar.insertText("i")
    bar.deleteBackward()
    #expect(delegate.changes == ["g", "gi", "g"])
  }

  /// The terminal's one rule, in its typing mode: an escape sequence goes whole, an invisible
  /// character goes, and the space typed last stays for the next word.
  @Test func keepsTypedTextByTheTerminalsOneRule() {
    let bar = TextSearchBar()
    let delegate = SearchBarDelegateSpy()
    bar.delegate = delegate
    bar.insertText("thr\u{1B}[31mones\u{200B} ")
    #expect(bar.text == "thrones ")
    #expect(delegate.changes == ["thrones "])
  }

  /// A pasted megabyte, one letter with a million marks, is read only as far as the bar's
  /// limit, cut between two scalars, and the delegate hears that much; an app sets its own.
  @Test func aPasteIsReadOnlyAsFarAsTheLimit() {
    let bar = TextSearchBar()
    let delegate = SearchBarDelegateSpy()
    bar.delegate = delegate
    bar.insertText("a" + String(repeating: "\u{301}", count: 1_000_000))
    #expect(bar.text.unicodeScalars.first == "a")
    #expect(bar.text.utf8.count == 64 * 1024 - 1, "the letter and as many whole marks as fit")
    #expect(delegate.changes == [bar.text])
    bar.maximumTextBytes = 10
    bar.replaceText(with: String(repeating: "語", count: 100_000))
    #expect(bar.text == "語語語")
  }

  @Test func deletingFromAnEmptyBarReportsNothingToDelete() {
    let bar = TextSearchBar()
    #expect(bar.deleteBackward() == false)
  }

  @Test func controlCharactersAreNotTyped() {
    let bar = TextSearchBar()
    let delegate = SearchBarDelegateSpy()
    bar.delegate = delegate
    bar.insertText("\u{1B}")
    #expect(bar.text.isEmpty)
    #expect(delegate.changes.isEmpty)
  }

  @Test func replacedTextLosesItsEscapeSequencesWholeC1Included() {
    let bar = TextSearchBar()
    let delegate = SearchBarDelegateSpy()
    bar.delegate = delegate
    bar.replaceText(with: "\u{1B}[31mred\u{9B}1m\u{7}")
    bar.insertText("\u{85}s")
    #expect(bar.text == "reds")
    #expect(delegate.changes == ["red", "reds"])
  }

  @Test func settingTextFromCodeIsSilentLikeUIKit() {
    let bar = TextSearchBar()
    let delegate = SearchBarDelegateSpy()
    bar.delegate = delegate
    bar.text = "house"
    #expect(delegate.changes.isEmpty)
  }

  @Test func cancelClearsAndTellsTheDelegate() {
    let bar = TextSearchBar()
    let delegate = SearchBarDelegateSpy()
    bar.delegate = delegate
    bar.replaceText(with: "house")
    bar.cancel()
    #expect(bar.text.isEmpty)
    #expect(delegate.cancelCount == 1)
  }

  @Test func showsThePlaceholderWhenEmpty() {
    let bar = TextSearchBar(placeholder: "type a name", prompt: "Search: ")
    #expect(bar.render(width: 30, height: nil).first?.plainText.hasPrefix("Search: type a name") == true)
    bar.text = "girls"
    #expect(bar.render(width: 30, height: nil).first?.plainText.hasPrefix("Search: girls") == true)
  }
}

/// Records a search bar's delegate calls.
@MainActor
private final class SearchBarDelegateSpy: TextSearchBarDelegate {
  var changes: [String] = []
  var cancelCount = 0

  func searchBar(_ searchBar: TextSearchBar, textDidChange searchText: String) {
    changes.append(searchText)
  }

  func searchBarCancelButtonClicked(_ searchBar: TextSearchBar) {
    cancelCount += 1
  }
}
