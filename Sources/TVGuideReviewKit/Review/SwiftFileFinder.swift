import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Lists the Swift files under a folder, leaving out build folders, hidden folders, vendored
/// dependencies (`Pods`, `Carthage`) and test fixtures (which hold deliberate mistakes).
///
/// The walk keeps a list of folders still to read rather than calling itself, follows a
/// symbolic link only when it stays inside the boundary, and enters each folder once, however
/// many links lead to it: two links to `.` once made it walk 2^40 paths, and a link to `/` the
/// whole file system (issue 34). A Swift file that is no regular file, a link out of the
/// project or a folder it cannot read is reported, not skipped in silence.
enum SwiftFileFinder {
  /// What a walk found: the Swift files, by their paths relative to the folder, sorted, and
  /// what it could not read, by the same paths.
  struct Listing {
    var files: [String] = []
    var refused: [(path: String, refusal: FileRefusal)] = []
  }

  /// Paths relative to `folder`, sorted.
  static func files(under folder: URL) -> [String] {
    listing(under: folder, boundary: folder).files
  }

  /// The Swift files under `folder`, following links only to places inside `boundary`.
  static func listing(under folder: URL, boundary: URL) -> Listing {
    let limit = ProjectFileReader.resolvedPath(boundary.standardizedFileURL.path) ?? boundary.path
    var listing = Listing()
    var seen: Set<FileIdentity> = []
    let start = folder.standardizedFileURL.path
    guard let identity = FileIdentity(path: start) else { return listing }
    seen.insert(identity)
    var pending: [(path: String, prefix: String)] = [(start, "")]
    // A file reached by several paths is listed by the first of them in sorted order.
    var files: [FileIdentity: String] = [:]
    while let (path, prefix) = pending.popLast() {
      let names: [String]
      do {
        names = try FileManager.default.contentsOfDirectory(atPath: path)
      } catch {
        listing.refused.append((prefix.isEmpty ? "." : String(prefix.dropLast()), .permissionDenied))
        continue
      }
      var folders: [(String, String)] = []
      for name in names.sorted() where !isSkipped(name) {
        let entry = path + "/" + name
        let relative = prefix + name
        var status = stat()
        guard lstat(entry, &status) == 0 else { continue }
        let isSwift = name.hasSuffix(".swift")
        if status.st_mode & S_IFMT == S_IFLNK {
          guard let resolved = ProjectFileReader.resolvedPath(entry) else {
            if isSwift { listing.refused.append((relative, .danglingLink)) }
            continue
          }
          guard ProjectFileReader.isInside(resolved, limit) else {
            listing.refused.append((relative, .linkLeavesProject))
            continue
          }
          guard stat(resolved, &status) == 0 else { continue }
        }
        let identity = FileIdentity(status)
        if status.st_mode & S_IFMT == S_IFDIR {
          if seen.insert(identity).inserted { folders.append((entry, relative + "/")) }
        } else if isSwift {
          if let kind = ProjectFileReader.kind(of: status.st_mode) {
            listing.refused.append((relative, .notARegularFile(kind: kind)))
          } else if files[identity].map({ relative < $0 }) ?? true {
            files[identity] = relative
          }
        }
      }
      // Walked in sorted order: the stack takes the last first.
      pending += folders.reversed()
    }
    listing.files = files.values.sorted()
    listing.refused.sort { $0.path < $1.path }
    return listing
  }

  private static func isSkipped(_ name: String) -> Bool {
    name.hasPrefix(".") || ["Fixtures", "Pods", "Carthage"].contains(name)
  }
}

/// A file or folder as the file system knows it, whatever the path or link that led there.
private struct FileIdentity: Hashable {
  let device: UInt64
  let inode: UInt64

  init(_ status: stat) {
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
  }

  init?(path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    self.init(status)
  }
}
