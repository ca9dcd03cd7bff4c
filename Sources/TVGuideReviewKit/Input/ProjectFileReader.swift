import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads the files a review needs, refusing with a reason what a pull request could use
/// against it: a FIFO (whose reader waits forever), a device (`/dev/zero` never ends), a file
/// larger than the limit, and a symbolic link committed inside the project that leads out of
/// it (`Secrets.swift -> /etc/passwd`, whose lines findings would quote).
package struct ProjectFileReader: Sendable {
  /// The project folder as written and with its links resolved: a path written inside it
  /// must resolve inside it.
  private let boundary: (written: String, resolved: String)?
  private let limit: Int

  /// `root`: the project folder, or `nil` to read anywhere (a file the command line names).
  package init(root: URL?, limit: Int) {
    boundary = root.map { root in
      let written = root.standardizedFileURL.path
      return (written, Self.resolvedPath(written) ?? written)
    }
    self.limit = limit
  }

  /// The bytes of the file at `url`.
  package func data(at url: URL) throws(FileRefusal) -> Data {
    let path = url.standardizedFileURL.path
    try checkPlace(of: path)
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw Self.refusal(forErrno: errno) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw Self.refusal(forErrno: errno) }
    if let kind = Self.kind(of: status.st_mode) { throw .notARegularFile(kind: kind) }
    guard Int(status.st_size) <= limit else { throw .tooLarge(size: Int(status.st_size), limit: limit) }
    return try readAll(descriptor, expected: Int(status.st_size))
  }

  /// The file at `url` as UTF-8 text.
  package func text(at url: URL) throws(FileRefusal) -> String {
    let data = try data(at: url)
    guard let text = String(data: data, encoding: .utf8) else { throw .notUTF8 }
    return text
  }

  /// Whether `url` exists at all, links included (a link to nothing exists).
  package static func exists(_ url: URL) -> Bool {
    var status = stat()
    return lstat(url.standardizedFileURL.path, &status) == 0
  }

  /// The size of the file at `url` as the file system tells it, links followed; `nil` when
  /// there is none.
  package static func size(of url: URL) -> Int? {
    var status = stat()
    guard stat(url.standardizedFileURL.path, &status) == 0 else { return nil }
    return Int(status.st_size)
  }

  /// Refuses a path that is missing, a link to nothing, or written inside the project and
  /// resolving outside it.
  private func checkPlace(of path: String) throws(FileRefusal) {
    var status = stat()
    guard lstat(path, &status) == 0 else { throw Self.refusal(forErrno: errno) }
    guard let resolved = Self.resolvedPath(path) else {
      throw status.st_mode & S_IFMT == S_IFLNK ? .danglingLink : Self.refusal(forErrno: errno)
    }
    guard let boundary, Self.isInside(path, boundary.written) else { return }
    if !Self.isInside(resolved, boundary.resolved) { throw .linkLeavesProject }
  }

  private func readAll(_ descriptor: Int32, expected: Int) throws(FileRefusal) -> Data {
    var data = Data(capacity: min(expected, limit) + 1)
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw Self.refusal(forErrno: errno)
      }
      if count == 0 { return data }
      data.append(contentsOf: buffer[..<count])
      // The file grew while it was read: what was measured is what counts.
      if data.count > limit { throw .tooLarge(size: data.count, limit: limit) }
    }
  }

  /// `path` with every symbolic link resolved, or `nil` when it leads nowhere.
  static func resolvedPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Whether `path` is `folder` or inside it.
  static func isInside(_ path: String, _ folder: String) -> Bool {
    path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
  }

  /// `a FIFO` for a FIFO's mode, `nil` for a regular file.
  static func kind(of mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: nil
    case S_IFDIR: "a folder"
    case S_IFIFO: "a FIFO"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFSOCK: "a socket"
    default: "a special file"
    }
  }

  static func refusal(forErrno code: Int32) -> FileRefusal {
    switch code {
    case ENOENT, ENOTDIR: .missing
    case EACCES, EPERM: .permissionDenied
    default: .unreadable(reason: String(cString: strerror(code)))
    }
  }
}
