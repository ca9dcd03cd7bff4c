import Foundation

/// Decodes a file that holds one JSON array a batch of elements at a time, reading it in
/// chunks: the file is never in memory whole (a show of 100 000 episodes is 87 MB of JSON, of
/// which the app keeps a few), and `JSONDecoder` never maps more than one batch of it.
struct JSONArrayFileDecoder {
  /// Bytes read from the file at a time.
  var chunkSize = 1 << 18
  /// Bytes of elements handed to `JSONDecoder` at a time.
  var batchSize = 1 << 18

  /// `parse` reads one element's bytes when it can (`nil` when it cannot): those elements skip
  /// `JSONDecoder`, which then decodes only the others, and throws for them.
  func decode<Element: Decodable>(
    _ type: Element.Type, contentsOf file: URL,
    parse: ((UnsafeBufferPointer<UInt8>) -> Element?)? = nil
  ) throws -> [Element] {
    let handle = try FileHandle(forReadingFrom: file)
    defer { try? handle.close() }
    let fileSize = Int(try handle.seekToEnd())
    try handle.seek(toOffset: 0)
    var (buffer, bytesRead) = ([UInt8](), 0)
    var splitter = JSONArraySplitter()
    var batch = JSONElementBatch()
    var elements: [Element] = []
    while let chunk = try handle.read(upToCount: chunkSize), !chunk.isEmpty {
      buffer.append(contentsOf: chunk)
      bytesRead += chunk.count
      try buffer.withUnsafeBufferPointer { bytes in
        try splitter.scan(bytes) { range in
          if let parse, batch.isEmpty, let element = parse(UnsafeBufferPointer(rebasing: bytes[range])) {
            elements.append(element)
            batch.skipElement()
            if elements.count == 64 {
              let consumed = bytesRead - (bytes.count - range.upperBound)
              elements.reserveCapacity(64 * fileSize / max(1, consumed) * 21 / 20)
            }
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
}
