import Testing

/// A text from data and what the one rule for text that reaches a screen makes of it, as one
/// line and with its line breaks kept: the same answers for the terminal's view and the web's,
/// which both apply that rule.
public struct ScreenTextSample: Sendable, CustomTestStringConvertible {
  /// What the data held.
  public let input: String
  /// What a name or a table cell shows.
  public let singleLine: String
  /// What a summary shows.
  public let multiline: String

  /// A sample whose text shows the same as one line and with its line breaks kept.
  public init(_ input: String, _ shown: String) {
    self.init(input, singleLine: shown, multiline: shown)
  }

  /// A sample whose line breaks make the two differ.
  public init(_ input: String, singleLine: String, multiline: String) {
    self.input = input
    self.singleLine = singleLine
    self.multiline = multiline
  }

  /// The input with its scalars spelt out, so a failure names which sample failed.
  public var testDescription: String {
    input.unicodeScalars.map { scalar in
      scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        ? "<\(String(scalar.value, radix: 16, uppercase: true))>" : String(scalar)
    }.joined()
  }

  /// Escape sequences of every kind a terminal acts on: each goes whole, and an escape that
  /// starts no complete sequence goes alone.
  public static let escapes: [ScreenTextSample] = [
    .init("\u{1B}[1;31mRed\u{1B}[0m Show", "Red Show"),
    .init("A\u{1B}]0;title\u{07}B", "AB"),
    .init("A\u{1B}]8;;https://x\u{1B}\\B", "AB"),
    .init("A\u{1B}P1$r\u{1B}\\B", "AB"),
    .init("A\u{1B}cB", "AB"),
    .init("A\u{1B}(0B", "AB"),
    .init("cut\u{1B}", "cut"),
    .init("cut\u{1B}[12", "cut"),
    // A sequence broken by a letter of another script is no sequence: only the escape goes.
    .init("A\u{1B}[1é", "A[1é"),
    // An operating-system command with no end on its line ends nowhere: only the escape goes.
    .init("A\u{1B}]0;x\nB", singleLine: "A]0;x B", multiline: "A]0;x\nB"),
  ]

  /// The 8-bit forms of the same sequences (C1 controls): a CSI (0x9B) goes with its
  /// parameters and final byte, a string (0x9D, 0x90…) up to its terminator.
  public static let eightBitEscapes: [ScreenTextSample] = [
    .init("Be\u{07}ll\u{0}\u{7F}\u{9B}2J", "Bell"),
    .init("A\u{9B}31mB", "AB"),
    .init("A\u{9D}0;title\u{9C}B", "AB"),
    .init("A\u{90}q\u{07}B", "AB"),
    .init("A\u{85}B\u{9C}", "AB"),
  ]

  /// Characters a reader cannot see, which can make one name pass for another, and controls.
  public static let invisible: [ScreenTextSample] = [
    .init("Evil\u{202E}txt.exe\u{200B}\u{2066}", "Eviltxt.exe"),
    .init("zero\u{200B}width\u{FEFF}\u{2060}join", "zerowidthjoin"),
    .init("soft\u{AD}hyphen", "softhyphen"),
    .init("mark\u{61C}\u{200E}\u{200F}s", "marks"),
    .init("tag\u{E0041}\u{FE0F}s\u{FFFF}", "tags"),
    .init("null\u{0}bell\u{07}back\u{08}", "nullbellback"),
  ]

  /// Line breaks, tabs and carriage returns: a carriage return is dropped (so `\r\n` is one
  /// break), a tab is a space, a line or paragraph separator is a break.
  public static let lineBreaks: [ScreenTextSample] = [
    .init(
      "  Two\nlines\r\n\tand\u{2028}more  ", singleLine: "Two lines and more",
      multiline: "  Two\nlines\n and\nmore  "),
    .init("One\nTwo\u{2029}Three\u{1B}[2J", singleLine: "One Two Three", multiline: "One\nTwo\nThree"),
    .init("tab\there", "tab here"),
    .init("over\rwrite", "overwrite"),
  ]

  /// Text that shows as it is: letters of every script, emoji, markup (a page escapes it).
  public static let kept: [ScreenTextSample] = [
    .init("Ça va · 東京 · مرحبا · 🎬 · e\u{301}", "Ça va · 東京 · مرحبا · 🎬 · e\u{301}"),
    .init("<script>alert(1)</script> &amp;", "<script>alert(1)</script> &amp;"),
  ]

  /// HTML summaries whose controls, raw or written as numeric references, cross libxml2's
  /// parser as stand-ins and come back for the view's rule, which drops each sequence whole;
  /// `multiline` is the summary's plain text (`singleLine` its first line).
  public static let summaries: [ScreenTextSample] = [
    .init("<p>\u{1B}[31mRed\u{1B}[0m show</p>", "Red show"),
    .init("<p>&#27;[31mRed&#x1b;[0m show</p>", "Red show"),
    .init("<p>A&#x9B;2JB &#155;31mC</p>", "AB C"),
    .init("<p>Title&#27;]0;pwned&#7; kept</p>", "Title kept"),
    .init("<p>One\r</p><p>Two\u{202E}\u{200B}</p>", singleLine: "One", multiline: "One\n\nTwo"),
  ]

  /// Every sample above but the summaries, which are HTML.
  public static let all = escapes + eightBitEscapes + invisible + lineBreaks + kept
}
