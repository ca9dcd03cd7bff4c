import Foundation
import TVGuideInteractor

/// The lookups of one export file, one line each, naming the source asked and the show's name
/// percent-encoded (`tvmaze thetvdb:81189 169 Breaking%20Bad`, `bundled imdb:tt0000001 -`),
/// appended as they are made, so an
/// import killed part way loses at most the line it was writing. Kept in the data folder under
/// `imports/`, named by a digest of the file's bytes: the same file finds its journal again, a
/// changed file starts afresh.
///
/// Lines written before the source was recorded (`thetvdb:81189 169`) are read for the shows
/// they found; their misses are not, since nobody knows which source missed.
public actor ImportLookupJournal: ImportLookupJournaling {
  /// The folder of the journals, inside the data folder.
  public static let folderName = "imports"

  private let file: URL

  /// The journal of the export whose bytes are `contents`, in `folder`'s `imports/`.
  public init(folder: URL, contents: Data) {
    let name = String(Self.digest(of: contents), radix: 16)
    file = folder.appendingPathComponent(Self.folderName, isDirectory: true).appendingPathComponent(
      "\(name).lookups")
  }

  /// Every lookup written down so far that holds for `source`; a line that cannot be read (the
  /// one a kill cut short) is left out, so its id is looked up again.
  public func recordedLookups(for source: ShowLookupSource) throws -> [ExternalShowID: Int?] {
    guard let data = FileManager.default.contents(atPath: file.path) else { return [:] }
    var lookups: [ExternalShowID: Int?] = [:]
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
      var parts = line.split(separator: " ").map(String.init)
      let asked = parts.count >= 3 ? ShowLookupSource(rawValue: parts.removeFirst()) : nil
      if parts.count == 3 { parts.removeLast() }
      guard parts.count == 2, let id = ExternalShowID(token: parts[0]) else { continue }
      if let showID = Int(parts[1]) {
        lookups[id] = showID
      } else if parts[1] == "-", asked == source, lookups[id] == nil {
        lookups[id] = .some(nil)
      }
    }
    return lookups
  }

  /// The names written with the shows found (lines of four fields), by TVMaze id.
  public func recordedNames() throws -> [Int: String] {
    guard let data = FileManager.default.contents(atPath: file.path) else { return [:] }
    var names: [Int: String] = [:]
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
      let parts = line.split(separator: " ").map(String.init)
      guard parts.count == 4, let showID = Int(parts[2]), let name = parts[3].removingPercentEncoding else {
        continue
      }
      names[showID] = name
    }
    return names
  }

  /// Appends one line and closes the file, so the line is the system's before the import goes on.
  public func record(
    _ id: ExternalShowID, resolvedTo showID: Int?, named name: String?, by source: ShowLookupSource
  ) throws {
    // Percent-encoded: a name may hold spaces, line ends or anything else a line cannot.
    let named = name.flatMap { $0.addingPercentEncoding(withAllowedCharacters: .alphanumerics) }
    var fields = [source.rawValue, id.token, showID.map(String.init) ?? "-"]
    if showID != nil, let named, !named.isEmpty { fields.append(named) }
    let line = fields.joined(separator: " ") + "\n"
    do {
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      if !FileManager.default.fileExists(atPath: file.path) {
        guard FileManager.default.createFile(atPath: file.path, contents: nil) else {
          throw CocoaError(.fileWriteUnknown)
        }
      }
      let handle = try FileHandle(forWritingTo: file)
      defer { try? handle.close() }
      try handle.seekToEnd()
      try handle.write(contentsOf: Data(line.utf8))
    } catch {
      let failure = StoreError.unavailable(
        detail: "the import's journal \(file.lastPathComponent) could not be written")
      throw ShowDataError.userData(failure, at: file.deletingLastPathComponent().path)
    }
  }

  /// FNV-1a, 64 bits: enough to tell one export from another, and stable across runs.
  private static func digest(of data: Data) -> UInt64 {
    data.reduce(0xcbf2_9ce4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
  }
}
