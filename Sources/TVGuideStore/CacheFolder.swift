import Foundation

/// The folder the store lives in, as the file system has it.
enum CacheFolder {
  /// Makes `folder`, and its parents, when missing.
  static func make(_ folder: URL) throws(StoreError) {
    try refuseFile(at: folder)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw StoreErrorTranslator.storeError(for: error)
    }
  }

  /// Throws `.folderIsAFile` when `folder`, or the nearest of its parents that exists,
  /// is a file: no store can be made there, and "could not be used" would not say why.
  static func refuseFile(at folder: URL) throws(StoreError) {
    var path = folder.path
    var isFolder: ObjCBool = false
    while !FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
      let parent = (path as NSString).deletingLastPathComponent
      guard !parent.isEmpty, parent != path else { return }
      path = parent
    }
    guard isFolder.boolValue else { throw .folderIsAFile(path: path) }
  }
}
