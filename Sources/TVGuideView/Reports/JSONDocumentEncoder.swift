import Foundation
import TVGuidePresenter

/// Encodes presenter documents as stable, readable JSON: keys sorted, slashes unescaped.
struct JSONDocumentEncoder {
  private let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()

  func string(for document: some Encodable) -> String {
    encoded(document) + "\n"
  }

  /// The same JSON as `string(for:)`, encoded one season at a time: `JSONEncoder` builds the
  /// whole tree of what it encodes before it writes, which for a show of 100 000 episodes is
  /// several times the size of the text.
  func string(forShow document: ShowDetailDocument) -> String {
    var head = document
    head.seasons = []
    let text = string(for: head)
    // An empty array is the only thing JSONEncoder writes with a bare blank line in it.
    guard !document.seasons.isEmpty, let slot = text.range(of: "\"seasons\" : [\n\n  ]") else { return text }
    var json = String(text[..<slot.lowerBound]) + "\"seasons\" : [\n"
    for (index, season) in document.seasons.enumerated() {
      if index > 0 { json += ",\n" }
      json += "    " + encoded(season).replacingOccurrences(of: "\n", with: "\n    ")
    }
    return json + "\n  ]" + text[slot.upperBound...]
  }

  private func encoded(_ value: some Encodable) -> String {
    // Documents hold only strings, numbers, arrays and nulls, which always encode.
    guard let data = try? encoder.encode(value) else { return "null" }
    return String(decoding: data, as: UTF8.self)
  }
}
