import ScreenText

/// The terminal's name for the one rule for text that reaches a screen, `ScreenTextSanitizer`,
/// which the web view applies too: what a terminal would act on never reaches it, and the two
/// views cannot drift apart on what a name or summary shows.
public typealias TerminalTextSanitizer = ScreenTextSanitizer
