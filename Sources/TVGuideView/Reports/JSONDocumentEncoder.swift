import Foundation

/// Encodes presenter documents as stable, readable JSON: keys sorted, slashes unescaped.
struct JSONDocumentEncoder {
  func string(for document: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Documents hold only strings, numbers, arrays and nulls, which always encode.
    guard let data = try? encoder.encode(document) else { return "null\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
