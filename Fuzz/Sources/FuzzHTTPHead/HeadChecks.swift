import FuzzSupport
@_spi(Fuzzing) import TVGuideTVMaze

/// What `HTTPHeadReader` promises for any head: it stops at its bounds (100 header lines,
/// 64 KB), a head it accepts has a status of 200 to 599 and fields whose names are tokens
/// and whose values carry no line break or surrounding space, and every refusal reads as
/// the end of a sentence a terminal can print.
struct HeadChecks {
  func check(_ bytes: UnsafeBufferPointer<UInt8>) {
    var reader = HTTPHeadReader()
    var read = 0
    for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      let withBreak = Array(line) + [UInt8(ascii: "\n")]
      read += withBreak.count
      do {
        try reader.read(withBreak)
      } catch {
        checkRefusal(error, bytesRead: read)
        return
      }
    }
    Invariant.require(read <= HTTPHeadReader.maximumSize, "a head of \(read) bytes was accepted")
    if let head = reader.head { checkAccepted(head) }
  }

  private func checkAccepted(_ head: HTTPHead) {
    Invariant.require((200...599).contains(head.status), "status \(head.status) accepted")
    Invariant.require(head.fields.count <= HTTPHeadReader.maximumFieldCount, "\(head.fields.count) fields")
    for field in head.fields {
      Invariant.require(!field.name.isEmpty, "an empty field name")
      Invariant.require(
        field.name.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: ":") },
        "field name \(field.name.debugDescription)")
      Invariant.require(
        !field.value.utf8.contains(0x0A) && !field.value.utf8.contains(0x0D), "a line break in a value")
      Invariant.require(
        field.value.first != " " && field.value.last != " ", "space around \(field.value.debugDescription)")
    }
  }

  private func checkRefusal(_ error: MalformedHead, bytesRead: Int) {
    if case .tooLarge = error {
      Invariant.require(bytesRead > HTTPHeadReader.maximumSize, "too large after \(bytesRead) bytes")
    }
    TerminalSafety.require(error.description, allowingNewlines: false, "the refusal's words")
  }
}
