import Foundation

/// Decodes a file that holds one JSON array a batch of elements at a time, reading it in
/// chunks: the file is never in memory whole (a show of 100 000 episodes is 87 MB of JSON, of
/// which the app keeps a few), and `JSONDecoder` never maps more than one batch of it.
struct JSONArrayFileDecoder {
  /// Bytes read from the file at a time.
  var chunkSize = 1 << 18
  /// Bytes of elements handed to `JSONDecoder` at a time.
  var batchSize = 1 << 18

  /// Reads the element that starts at an index of the bytes, answering it and the index just
  /// past it, or `nil` when it cannot.
  typealias ElementParser<Element> = (UnsafeBufferPointer<UInt8>, Int) -> (Element, end: Int)?

  /// `parse` reads the elements it can where they lie in the buffer: those skip both the
  /// splitter's scan and `JSONDecoder`, which decodes only the others, and throws for them.
  func decode<Element: Decodable>(
    _ type: Element.Type, contentsOf file: URL, parse: ElementParser<Element>? = nil
  ) throws -> [Element] {
    let handle = try FileHandle(forReadingFrom: file)
    defer { try? handle.close() }
    let fileSize = Int(try handle.seekToEnd())
    try handle.seek(toOffset: 0)
    var (buffer, bytesRead) = ([UInt8](), 0)
    var splitter = JSONArraySplitter()
    var batch = JSONElementBatch()
    var elements: [Element] = []
    var chunk = [UInt8](repeating: 0, count: chunkSize)
    while true {
      let count = try Self.appendChunk(of: handle, through: &chunk, to: &buffer)
      guard count > 0 else { break }
      bytesRead += count
      try buffer.withUnsafeBufferPointer { bytes in
        func keep(_ element: Element, endingAt end: Int) {
          elements.append(element)
          batch.skipElement()
          if elements.count == 64 {
            let consumed = bytesRead - (bytes.count - end)
            elements.reserveCapacity(64 * fileSize / max(1, consumed) * 21 / 20)
          }
        }
        let readObject = parse.map { parse in
          { (start: Int) -> Int? in
            guard batch.isEmpty, let (element, end) = parse(bytes, start) else { return nil }
            keep(element, endingAt: end)
            return end
          }
        }
        try splitter.scan(bytes, readObject: readObject) { range in
          // An element the parser could not read where it started (split across chunks, or
          // unusual): once whole, it gets one more try before JSONDecoder.
          if let parse, batch.isEmpty,
            let (element, end) = parse(UnsafeBufferPointer(rebasing: bytes[range]), 0),
            end == range.count
          {
            keep(element, endingAt: range.upperBound)
            return
          }
          batch.append(bytes[range])
          // Decoded at once, so an element the parser left is not put after later ones.
          guard batch.byteCount >= batchSize || parse != nil else { return }
          let decoded = try batch.decode(Element.self)
          if elements.isEmpty {
            // Room for the whole file at the first batch's size an element, so the array is
            // not copied each time it fills: its last copy would hold it twice at once.
            let consumed = bytesRead - (bytes.count - range.upperBound)
            elements.reserveCapacity(decoded.count * fileSize / max(1, consumed) * 21 / 20)
          }
          elements += decoded
        }
      }
      // Only the element being read is still needed; keeping less bounds the buffer.
      let consumed = splitter.elementStart ?? splitter.position
      buffer.removeFirst(consumed)
      splitter.dropFirst(consumed)
    }
    try splitter.finish()
    return elements + (try batch.decode(Element.self))
  }

  /// Reads the next bytes of the file into `chunk`, a buffer kept across reads, then onto the
  /// end of `buffer`, and answers how many; 0 at the end. `FileHandle.read(upToCount:)` made a
  /// new 256 KiB `Data` a chunk, fresh pages to fault in and zero every time, and then a copy.
  private static func appendChunk(
    of handle: FileHandle, through chunk: inout [UInt8], to buffer: inout [UInt8]
  ) throws -> Int {
    let (count, error) = chunk.withUnsafeMutableBytes { bytes in
      var count: Int
      repeat {
        count = read(handle.fileDescriptor, bytes.baseAddress, bytes.count)
      } while count < 0 && errno == EINTR
      return (count, errno)
    }
    guard count >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: error) ?? .EIO) }
    // A buffer pointer is appended with one copy even in a debug build, where a generic
    // sequence is appended element by element: 100 times slower, enough to stall tests.
    chunk.withUnsafeBufferPointer { buffer.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<count])) }
    return count
  }
}
