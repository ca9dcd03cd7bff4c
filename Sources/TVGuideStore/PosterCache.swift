import Foundation
import TVGuideInteractor

/// Posters kept as files in the `posters` folder beside the offline store, each fetched once
/// from `remote` and then read from the file. A file's name is the show's id and a digest of
/// the address (`82-1f0c….jpeg`), so a show whose poster changes gets the new one. Like the
/// store, the folder is a cache: `tvguide cache clear` empties it, and anything may delete it.
///
/// Without a remote (the bundled catalog, which promises to work offline and never reaches the
/// network) only the posters already kept are shown.
public struct PosterCache: PosterSource {
  /// The folder's name inside the cache folder.
  public static let folderName = "posters"

  private let folder: URL
  private let remote: (any PosterSource)?

  /// Posters kept in `posters` inside `cacheFolder`, fetched from `remote` when it is given.
  public init(cacheFolder: URL, remote: (any PosterSource)?) {
    folder = cacheFolder.appendingPathComponent(Self.folderName, isDirectory: true)
    self.remote = remote
  }

  /// The kept picture, else the remote's, kept for next time (a poster that cannot be kept is
  /// still shown: the cache is a help, never a reason to fail).
  ///
  /// - Throws: `PosterNotKept` without a remote and without a kept file; else the remote's error.
  public func poster(ofShow showID: Int, at address: URL) async throws -> PosterImage {
    let name = Self.fileName(showID: showID, address: address)
    if let kept = kept(name) { return kept }
    guard let remote else { throw PosterNotKept(showID: showID) }
    let image = try await remote.poster(ofShow: showID, at: address)
    keep(image, as: name)
    return image
  }

  /// Removes every kept poster; returns how many bytes they took.
  @discardableResult
  public static func removeAll(in cacheFolder: URL) throws -> Int64 {
    let folder = cacheFolder.appendingPathComponent(folderName, isDirectory: true)
    guard FileManager.default.fileExists(atPath: folder.path) else { return 0 }
    let files =
      (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
    let size = StoreStatistics.sizeOnDisk(of: files)
    try FileManager.default.removeItem(at: folder)
    return size
  }

  /// `82-<FNV-1a of the address>`, without the extension the picture's format adds.
  static func fileName(showID: Int, address: URL) -> String {
    let digest = address.absoluteString.utf8.reduce(0xcbf2_9ce4_8422_2325 as UInt64) {
      ($0 ^ UInt64($1)) &* 0x100_0000_01b3
    }
    return "\(showID)-\(String(digest, radix: 16))"
  }

  private func kept(_ name: String) -> PosterImage? {
    for format in PosterImage.Format.allCases {
      let file = folder.appendingPathComponent("\(name).\(format.rawValue)")
      if let bytes = try? Data(contentsOf: file), let image = PosterImage(bytes: bytes) { return image }
    }
    return nil
  }

  /// Written whole or not at all (`.atomic` writes a temporary file and renames it), so a
  /// reader never sees half a poster.
  private func keep(_ image: PosterImage, as name: String) {
    do {
      try CacheFolder.make(folder)
      try image.bytes.write(
        to: folder.appendingPathComponent("\(name).\(image.format.rawValue)"), options: .atomic)
    } catch {
      // Not kept: the next request fetches it again.
    }
  }
}
