import Foundation

/// Reads a JSON file the command line or the project names (a baseline, a layer order); what
/// goes wrong is a `ReadError` of one sentence: no such file, a folder or a device, too large,
/// or where the JSON is not what was expected.
enum JSONFile {
  /// `document` names what the file should hold, for the sentence: `a layer order`. `root`:
  /// the project the file is in, whose links it may not leave; `nil` for a file the command
  /// line names.
  static func decode<Value: Decodable>(
    _ type: Value.Type, at url: URL, document: String, root: URL? = nil,
    limit: Int = ReviewLimits.standard.settingsFileSize
  ) throws -> Value {
    let data: Data
    do throws(FileRefusal) {
      data = try ProjectFileReader(root: root, limit: limit).data(at: url)
    } catch {
      throw ReadError(error.describingIt)
    }
    do {
      return try JSONDecoder().decode(Value.self, from: data)
    } catch {
      throw ReadError(DecodingProblem.sentence(for: error, document: document))
    }
  }
}
