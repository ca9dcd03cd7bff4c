import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a file whole or not at all: the bytes go to a new file beside it, which then
/// replaces it in one rename, so a reader never sees half a file and two writers never mix
/// their bytes (two runs writing one baseline once corrupted it, issue 34). It never writes
/// through a symbolic link: a link committed where the file goes (`baseline.json ->
/// ~/.ssh/authorized_keys`), or in a folder on the way inside the project, is refused.
enum AtomicFile {
  /// Writes `data` at `url`; `root`: the project, whose folders on the way are checked too.
  static func write(_ data: Data, to url: URL, root: URL?) throws(FileWriteError) {
    let path = url.standardizedFileURL.path
    try checkPlace(path, root: root?.standardizedFileURL.path)
    let folder = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    let temporary = folder + "/.\(name).\(UUID().uuidString.prefix(8)).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw FileWriteError(errno: errno) }
    var failure: Int32?
    data.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        offset += written
      }
    }
    if failure == nil, fsync(descriptor) != 0 { failure = errno }
    close(descriptor)
    if failure == nil, rename(temporary, path) != 0 { failure = errno }
    if let failure {
      unlink(temporary)
      throw FileWriteError(errno: failure)
    }
  }

  /// Refuses a destination that is a link or no regular file, and a link among the folders
  /// between the project's root and it.
  private static func checkPlace(_ path: String, root: String?) throws(FileWriteError) {
    var status = stat()
    if lstat(path, &status) == 0 {
      if status.st_mode & S_IFMT == S_IFLNK {
        throw FileWriteError("it is a symbolic link, which the review never writes through")
      }
      if let kind = ProjectFileReader.kind(of: status.st_mode) {
        throw FileWriteError("it is \(kind), not a regular file")
      }
    }
    guard let root, ProjectFileReader.isInside(path, root) else { return }
    var folder = (path as NSString).deletingLastPathComponent
    while folder.count > root.count, ProjectFileReader.isInside(folder, root) {
      if lstat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
        throw FileWriteError(
          "its folder \(folder) is a symbolic link, which the review never writes through")
      }
      folder = (folder as NSString).deletingLastPathComponent
    }
  }
}

/// POSIX `write`, which `AtomicFile.write` would otherwise shadow.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
