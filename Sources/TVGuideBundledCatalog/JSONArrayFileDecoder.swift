import Foundation

/// Decodes a file that holds one JSON array a batch of elements at a time, reading it in
/// chunks: the file is never in memory whole (a show of 100 000 episodes is 87 MB of JSON, of
/// which the app keeps a few), and `JSONDecoder` never maps more than one batch of it.
struct JSONArrayFileDecoder {
  /// Bytes read from the file at a time.
  var chunkSize = 1 << 20
  /// Bytes of elements handed to `JSONDecoder` at a time.
  var batchSize = 1 << 20

  func decode<Element: Decodable>(_ type: Element.Type, contentsOf file: URL) throws -> [Element] {
    let handle = try FileHandle(forReadingFrom: file)
    defer { try? handle.close() }
    var buffer: [UInt8] = []
    var splitter = JSONArraySplitter()
    var batch = JSONElementBatch()
    var elements: [Element] = []
    while let chunk = try handle.read(upToCount: chunkSize), !chunk.isEmpty {
      buffer.append(contentsOf: chunk)
      try buffer.withUnsafeBufferPointer { bytes in
        try splitter.scan(bytes) { range in
          batch.append(bytes[range])
          if batch.byteCount >= batchSize { elements += try batch.decode(Element.self) }
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
