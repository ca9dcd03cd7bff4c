import Testing
import TextUIKit

@Suite struct KeyBindingsTests {
  private let bindings = KeyBindings()

  private func action(_ key: KeyEvent, searchBar: Bool = true, focused: Bool = true, text: Bool = false)
    -> TextControlAction?
  {
    bindings.action(for: key, hasSearchBar: searchBar, isSearchFocused: focused, isTyping: focused && text)
  }

  @Test func navigationKeys() {
    #expect(action(.up) == .moveUp)
    #expect(action(.pageDown) == .pageDown)
    #expect(action(.home) == .moveToTop)
    #expect(action(.end) == .moveToBottom)
    #expect(action(.enter) == .activate)
    #expect(action(.escape) == .back)
  }

  @Test func qQuitsUnlessItIsBeingTypedIntoASearch() {
    #expect(action(.text("q")) == .quit)
    #expect(action(.text("q"), text: true) == .insertText("q"))
    #expect(action(.text("q"), focused: false, text: true) == .quit)
    #expect(action(.text("q"), searchBar: false, focused: false) == .quit)
  }

  @Test func controlCAlwaysQuits() {
    #expect(action(.control("c"), text: true) == .quit)
  }

  @Test func slashFocusesAnUnfocusedSearch() {
    #expect(action(.text("/"), focused: false) == .focusSearch)
    #expect(action(.text("/")) == .insertText("/"))
  }

  @Test func tabAsksForTheNextFilterEvenWhileTyping() {
    #expect(action(.tab) == .nextFilter)
    #expect(action(.tab, text: true) == .nextFilter)
    #expect(action(.tab, searchBar: false, focused: false) == .nextFilter)
  }

  /// `c` is a letter to type where there is a search bar, and opens the cast where there is none.
  @Test func cOpensTheCastOnAScreenWithoutASearchBar() {
    #expect(action(.text("c"), searchBar: false, focused: false) == .openCast)
    #expect(action(.text("c"), focused: false) == .insertText("c"))
    #expect(action(.text("c")) == .insertText("c"))
  }

  @Test func typingWithoutASearchBarDoesNothing() {
    #expect(action(.text("x"), searchBar: false, focused: false) == nil)
  }
}
