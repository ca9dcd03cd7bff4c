import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// File operations that reach the disk before they return: a file's bytes synced before it is
/// renamed into place, and the folder synced after, so that a crash or a power cut leaves
/// either the old state or the new one, never a name pointing at half a file.
enum FileSync {
  /// Syncs the bytes of the file at `url`.
  static func file(_ url: URL) throws(StoreError) {
    try sync(url.path, flags: O_RDONLY)
  }

  /// Syncs the folder at `url`: its entries (a rename, a removal) reach the disk.
  static func folder(_ url: URL) throws(StoreError) {
    try sync(url.path, flags: O_RDONLY | O_DIRECTORY)
  }

  /// Renames `source` to `target` within one folder's file system, then syncs the folder.
  static func rename(_ source: URL, to target: URL) throws(StoreError) {
    guard systemRename(source.path, target.path) == 0 else { throw failure("could not be renamed") }
    try folder(target.deletingLastPathComponent())
  }

  /// Moves the file `source` to `target`: renamed when both are on one file system; else
  /// copied beside `target`, synced, renamed into place, and only then removed.
  static func move(_ source: URL, to target: URL) throws(StoreError) {
    if systemRename(source.path, target.path) == 0 {
      try folder(target.deletingLastPathComponent())
      return
    }
    guard errno == EXDEV else { throw failure("could not be moved") }
    let copy = URL(fileURLWithPath: target.path + ".moving")
    do {
      try Data(contentsOf: source).write(to: copy)
    } catch {
      throw .unavailable(detail: "\(source.lastPathComponent) could not be copied")
    }
    try file(copy)
    try rename(copy, to: target)
    guard unlink(source.path) == 0 else { throw failure("could not be removed") }
  }

  /// Adds the bytes of `source` to the end of `target`, and syncs them.
  static func append(contentsOf source: URL, to target: URL) throws(StoreError) {
    do {
      let handle = try FileHandle(forWritingTo: target)
      defer { try? handle.close() }
      try handle.seekToEnd()
      try handle.write(contentsOf: try Data(contentsOf: source))
      try handle.synchronize()
    } catch {
      throw .unavailable(
        detail: "\(source.lastPathComponent) could not be added to \(target.lastPathComponent)")
    }
  }

  private static func systemRename(_ source: String, _ target: String) -> Int32 {
    #if canImport(Glibc)
      Glibc.rename(source, target)
    #else
      Darwin.rename(source, target)
    #endif
  }

  private static func sync(_ path: String, flags: Int32) throws(StoreError) {
    let descriptor = open(path, flags | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure("could not be opened to sync") }
    defer { close(descriptor) }
    guard fsync(descriptor) == 0 else { throw failure("could not be synced") }
  }

  private static func failure(_ what: String) -> StoreError {
    .unavailable(detail: "a file \(what) (\(String(cString: strerror(errno))))")
  }
}
