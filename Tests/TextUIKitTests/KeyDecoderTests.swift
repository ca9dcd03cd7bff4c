import Testing
import TextUIKit

@Suite struct KeyDecoderTests {
  private func decode(_ bytes: [UInt8]) -> [KeyEvent] {
    var decoder = KeyDecoder()
    return decoder.decode(bytes)
  }

  private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  @Test func arrowsInBothTerminalForms() {
    #expect(decode(bytes("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D")) == [.up, .down, .right, .left])
    #expect(decode(bytes("\u{1B}OA\u{1B}OB")) == [.up, .down])
  }

  @Test func pagingAndHomeEndKeys() {
    #expect(decode(bytes("\u{1B}[5~\u{1B}[6~")) == [.pageUp, .pageDown])
    #expect(decode(bytes("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}OH")) == [.home, .end, .home, .end, .home])
  }

  @Test func enterBackspaceEscapeAndControlChords() {
    #expect(
      decode([0x0D, 0x7F, 0x1B, 0x03, 0x12]) == [.enter, .backspace, .escape, .control("c"), .control("r")])
  }

  @Test func aLoneEscapeIsTheEscapeKey() {
    #expect(decode([0x1B]) == [.escape])
  }

  @Test func textIsMergedAndUTF8IsDecoded() {
    #expect(decode(bytes("girls")) == [.text("girls")])
    #expect(decode(bytes("Unité 9 오징어")) == [.text("Unité 9 오징어")])
  }

  @Test func aCharacterSplitAcrossReadsWaitsForItsLastByte() {
    var decoder = KeyDecoder()
    let bytes = Array("é".utf8)
    #expect(decoder.decode([bytes[0]]).isEmpty)
    #expect(decoder.decode([bytes[1]]) == [.text("é")])
  }

  @Test func unknownSequencesAndInvalidBytesAreIgnoredSafely() {
    #expect(decode(bytes("\u{1B}[99~")) == [.unknown])
    #expect(decode([0xFF, 0x61]) == [.unknown, .text("a")])
  }

  @Test func modifiedArrowsStillMove() {
    #expect(decode(bytes("\u{1B}[1;5A")) == [.up])
  }
}
