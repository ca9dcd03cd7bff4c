import Foundation
import Synchronization

/// Decodes a file that holds one JSON array a batch of elements at a time, reading it in
/// chunks: the file is never in memory whole (a show of 100 000 episodes is 87 MB of JSON, of
/// which the app keeps a few), and `JSONDecoder` never maps more than one batch of it.
struct JSONArrayFileDecoder {
  /// Bytes read from the file at a time.
  var chunkSize = 1 << 18
  /// Bytes of elements handed to `JSONDecoder` at a time.
  var batchSize = 1 << 18
  /// Files at least this long are read as two halves at once, one on each processor core.
  var halvingSize = 1 << 21

  /// Reads the element that starts at an index of the bytes, answering it and the index just
  /// past it, or `nil` when it cannot.
  typealias ElementParser<Element> =
    @Sendable (UnsafeBufferPointer<UInt8>, Int) -> (
      Element, end: Int
    )?

  /// `parse` reads the elements it can where they lie in the buffer: those skip both the
  /// splitter's scan and `JSONDecoder`, which decodes only the others, and throws for them.
  func decode<Element: Decodable & Sendable>(
    _ type: Element.Type, contentsOf file: URL, parse: ElementParser<Element>? = nil
  ) throws -> [Element] {
    let handle = try FileHandle(forReadingFrom: file)
    defer { try? handle.close() }
    let descriptor = handle.fileDescriptor
    let fileSize = Int(try handle.seekToEnd())
    if let parse, fileSize >= halvingSize,
      let elements = halves(Element.self, of: descriptor, size: fileSize, parse: parse)
    {
      return elements
    }
    return try decode(Element.self, JSONArrayFilePart(bytes: 0..<fileSize), of: descriptor, parse: parse)
  }

  /// The file's elements read as two halves at once, split at a comma between two elements
  /// near the middle; `nil` when no such comma was found or either half failed, and the file
  /// is then read from start to end, which throws the error the user sees. A comma inside a
  /// string or a nested object would leave the first half unfinished, so a first half that
  /// reads as a whole array proves the second half starts at an element.
  func halves<Element: Decodable & Sendable>(
    _ type: Element.Type, of descriptor: Int32, size: Int, parse: @escaping ElementParser<Element>
  ) -> [Element]? {
    guard let comma = JSONArrayMiddle.comma(in: descriptor, size: size) else { return nil }
    let parts = [
      JSONArrayFilePart(bytes: 0..<comma, suffix: Array("]".utf8)),
      JSONArrayFilePart(prefix: Array("[".utf8), bytes: (comma + 1)..<size),
    ]
    let results = Mutex<[[Element]?]>([nil, nil])
    DispatchQueue.concurrentPerform(iterations: parts.count) { half in
      let elements = try? decode(Element.self, parts[half], of: descriptor, parse: parse)
      results.withLock { $0[half] = elements }
    }
    let (first, second) = results.withLock { halves in (halves[0].take(), halves[1].take()) }
    // Appended to the first half, which is not shared: `first + second` copied both halves'
    // elements, retaining every string of 15 000 episodes once more.
    guard var elements = first, let second else { return nil }
    elements.append(contentsOf: second)
    return elements
  }

  private func decode<Element: Decodable>(
    _ type: Element.Type, _ part: JSONArrayFilePart, of descriptor: Int32,
    parse: ElementParser<Element>?
  ) throws -> [Element] {
    var part = part
    let partSize = part.count
    var (buffer, bytesRead) = ([UInt8](), 0)
    var splitter = JSONArraySplitter()
    var batch = JSONElementBatch()
    var elements: [Element] = []
    var chunk = [UInt8](repeating: 0, count: chunkSize)
    while true {
      let count = try part.read(from: descriptor, into: &chunk)
      guard count > 0 else { break }
      // A buffer pointer is appended with one copy even in a debug build, where a generic
      // sequence is appended element by element: 100 times slower, enough to stall tests.
      chunk.withUnsafeBufferPointer { buffer.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<count])) }
      bytesRead += count
      try buffer.withUnsafeBufferPointer { bytes in
        func keep(_ element: Element, endingAt end: Int) {
          elements.append(element)
          batch.skipElement()
          if elements.count == 64 {
            let consumed = bytesRead - (bytes.count - end)
            elements.reserveCapacity(64 * partSize / max(1, consumed) * 21 / 20)
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
            elements.reserveCapacity(decoded.count * partSize / max(1, consumed) * 21 / 20)
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
