import Foundation

/// Reads a JSON file the command line names (a baseline, a layer order); what goes wrong is a
/// `ReadError` of one sentence: no such file, a folder, or where the JSON is not what was
/// expected.
enum JSONFile {
  /// `document` names what the file should hold, for the sentence: `a layer order`.
  static func decode<Value: Decodable>(_ type: Value.Type, at url: URL, document: String) throws -> Value {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw ReadError(FileProblem.sentence(for: error, path: url.path))
    }
    do {
      return try JSONDecoder().decode(Value.self, from: data)
    } catch {
      throw ReadError(DecodingProblem.sentence(for: error, document: document))
    }
  }
}
