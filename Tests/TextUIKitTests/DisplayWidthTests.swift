import TVGuideTestSupport
import Testing

@testable import TextUIKit

@Suite struct DisplayWidthTests {
  @Test func asciiTakesOneColumnPerCharacter() {
    #expect(DisplayWidth.of("Game of Thrones") == 15)
  }

  @Test func cjkAndFullwidthTakeTwoColumns() {
    #expect(DisplayWidth.of("오징어 게임") == 11)
    #expect(DisplayWidth.of("進撃の巨人") == 10)
    #expect(DisplayWidth.of("ＡＢ") == 4)
  }

  @Test func emojiTakeTwoColumns() {
    #expect(DisplayWidth.of("📺") == 2)
    #expect(DisplayWidth.of("❤️") == 2)
    #expect(DisplayWidth.of("👩‍👩‍👧") == 2)
  }

  @Test func combiningMarksAndControlsTakeNoColumns() {
    #expect(DisplayWidth.of("e\u{301}") == 1)
    #expect(DisplayWidth.of("a\u{200B}b") == 2)
    #expect(DisplayWidth.of("\u{7}") == 0)
  }

  @Test func accentedAndStarCharactersTakeOneColumn() {
    #expect(DisplayWidth.of("Unité 9") == 7)
    #expect(DisplayWidth.of("★★★☆☆") == 5)
  }
}

/// The fast paths against the Unicode property lookups every character took before them.
@Suite struct DisplayWidthFastPathTests {
  @Test func everyScalarAloneMatchesThePropertyLookups() {
    var mismatches: [UInt32] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let character = Character(scalar)
      if DisplayWidth.of(character) != DisplayWidth.propertyLookupWidth(of: character) {
        mismatches.append(value)
      }
    }
    #expect(mismatches.isEmpty, "first mismatches: \(mismatches.prefix(10))")
  }

  @Test func cjkTextTakesTwoColumnsACharacter() {
    #expect(DisplayWidth.of("進撃の巨人 (Attack on Titan)") == 28)
    #expect(DisplayWidth.of("ドラえもん") == 10)
    #expect(DisplayWidth.of("가゙") == 2)
  }

  @Test func emojiWithVariationSelectorsTakeTwoColumns() {
    #expect(DisplayWidth.of("☀️ Sunny") == 8)
    #expect(DisplayWidth.of("☀") == 1)
    #expect(DisplayWidth.of("1️⃣") == 2)
  }

  @Test func zwjSequencesFlagsAndSkinTonesAreOneWideCharacter() {
    #expect(DisplayWidth.of("👨‍👩‍👧‍👦 family") == 9)
    #expect(DisplayWidth.of("🏳️‍🌈") == 2)
    #expect(DisplayWidth.of("🇯🇵") == 2)
    #expect(DisplayWidth.of("👍🏽") == 2)
  }

  @Test func combiningMarksJoinTheCharacterBeforeThem() {
    #expect(DisplayWidth.of("Pokémon") == 7)
    #expect(DisplayWidth.of("Poke\u{301}mon") == 7)
    #expect(DisplayWidth.of("a\u{301}\u{302}\u{303}b") == 2)
    #expect(DisplayWidth.of("\u{301}abc") == 3)
    #expect(DisplayWidth.of("Ж\u{489}") == 1)
  }

  /// A prepended mark and what it joins are one character, which takes the columns of what
  /// it joins: a digit or a space still takes one.
  @Test func aPrependedMarkLeavesTheColumnsOfWhatItJoins() {
    #expect(DisplayWidth.of("\u{600}5") == 1)
    #expect(DisplayWidth.of("\u{600} ") == 1)
    #expect(DisplayWidth.of("\u{600}\u{601}  ") == 2)
    #expect(DisplayWidth.of("\u{D4E} ") == 2)
    #expect(DisplayWidth.of("\u{600}") == 0)
    #expect(DisplayWidth.of("\u{600}進") == 2)
  }

  @Test func mixedTextMatchesThePropertyLookupsCharacterByCharacter() {
    let samples = [
      "Game of Thrones", "Unité 9", "\r\n", "a\r\nb", "\u{600}1 2", "ก\u{E33}", "हिन्दी",
      "\u{1100}\u{1161}\u{11A8}", "🇯🇵🇰🇷x", "x\u{200D}y", "Ὀδύσσεια", "Шерлок", "שלום",
      "١٢٣ عربي", "\u{AD}soft", "tab\there", "\u{7F}\u{85}", "ﾃﾚﾋﾞ", "Ｔｖ ｇｕｉｄｅ",
    ]
    for sample in samples + randomMixes() {
      let expected = sample.reduce(0) { $0 + DisplayWidth.propertyLookupWidth(of: $1) }
      #expect(DisplayWidth.of(sample) == expected, "\(sample.unicodeScalars.map(\.value))")
      #expect(DisplayWidth.of(sample[...]) == expected)
    }
  }

  /// Strings drawn from ASCII, accents, CJK, combining marks, joiners and emoji, so the
  /// boundaries between the fast and the slow path fall everywhere.
  private func randomMixes() -> [String] {
    let pieces: [String] = [
      "a", " ", "Z", "\n", "\r", "\u{301}", "\u{308}", "é", "進", "の", "\u{3099}", "가",
      "\u{200D}", "\u{FE0F}", "❤", "👩", "🏽", "🇯", "\u{600}", "\u{AD}", "Ж", "\u{1161}",
    ]
    var generator = SeededRandom(seed: 14)
    return (0..<500).map { _ in
      String(
        (0..<Int.random(in: 1...12, using: &generator)).map { _ in
          pieces.randomElement(using: &generator)!
        }.joined())
    }
  }
}
