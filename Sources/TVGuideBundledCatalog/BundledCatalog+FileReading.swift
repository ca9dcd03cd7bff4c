import Foundation
import TVGuideEntity
import TVGuideInteractor

/// Reading the catalog's files: each failure becomes one sentence naming the file and the
/// place in it.
extension BundledCatalog {
  /// Decodes the JSON array in `file`, turning any failure into one sentence that names the file.
  static func decode<Element: Decodable & Sendable>(
    _ type: [Element].Type, from file: URL, parse: JSONArrayFileDecoder.ElementParser<Element>? = nil
  ) throws -> [Element] {
    do {
      return try JSONArrayFileDecoder().decode(Element.self, contentsOf: file, parse: parse)
    } catch {
      throw malformedData(error, in: file)
    }
  }

  /// Reads `file` and decodes it with `decode`, turning any failure into one sentence that
  /// names the file.
  static func decoding<Value>(_ file: URL, _ decode: (Data) throws -> Value) throws -> Value {
    try naming(file) { try decode(contents(of: file)) }
  }

  /// Runs `work`, which reads what came from `file`, turning any failure into one sentence
  /// that names the file.
  static func naming<Value>(_ file: @autoclosure () -> URL, _ work: () throws -> Value) throws
    -> Value
  {
    do {
      return try work()
    } catch {
      throw malformedData(error, in: file())
    }
  }

  /// One sentence for what went wrong reading `file`, naming the place in it.
  static func malformedData(_ error: any Error, in file: URL) -> ShowDataError {
    guard let error = error as? DecodingError else {
      return .malformedData(detail: "\(file.lastPathComponent) could not be read")
    }
    return .malformedData(detail: "\(file.lastPathComponent): \(DecodingErrorSummary(error))")
  }

  /// The file's bytes. Not `Data(contentsOf:)`: on Linux (swift-foundation, Swift 6.3) it
  /// leaks its 4 KiB read buffer for every empty file it reads, as fuzzing the catalog found.
  private static func contents(of file: URL) throws -> Data {
    let handle = try FileHandle(forReadingFrom: file)
    defer { try? handle.close() }
    return try handle.readToEnd() ?? Data()
  }
}
