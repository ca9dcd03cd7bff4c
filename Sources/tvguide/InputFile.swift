import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file a command reads whole (an export to import), read with a bound and refused in one
/// sentence that names the cause: missing, a folder, not readable, or too large. `/dev/zero`
/// and a 1 GB file stop at the bound instead of filling memory.
enum InputFile {
  /// The largest file read: trackers' biggest exports are a few megabytes, and an export of
  /// 10,000 followed shows and all their watched marks well under this.
  static let maximumBytes = 64 << 20

  /// Why a file could not be read, as one sentence.
  struct Refusal: Error {
    let sentence: String
  }

  /// The bytes of the file at `path`, at most `maximumBytes`.
  static func read(_ path: String, maximumBytes: Int = maximumBytes) throws(Refusal) -> Data {
    let name = SourceOptions.printable(path)
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw Refusal(sentence: sentence(name, errno: errno)) }
    defer { close(descriptor) }
    var status = stat()
    if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
      throw Refusal(sentence: "\(name) is a folder, not a file.")
    }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while data.count <= maximumBytes {
      let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw Refusal(sentence: sentence(name, errno: errno))
      }
      if count == 0 { return data }
      data.append(contentsOf: buffer[..<count])
    }
    throw Refusal(sentence: "\(name) is larger than an export can be (\(maximumBytes >> 20) MB).")
  }

  private static func systemRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int
  {
    #if canImport(Glibc)
      Glibc.read(descriptor, bytes, count)
    #else
      Darwin.read(descriptor, bytes, count)
    #endif
  }

  private static func sentence(_ name: String, errno code: Int32) -> String {
    switch code {
    case ENOENT: "\(name) does not exist."
    case EACCES, EPERM: "\(name) could not be read: this user may not read it."
    case EISDIR: "\(name) is a folder, not a file."
    case ENOTDIR: "\(name) could not be read: a folder on its way is a file."
    default: "\(name) could not be read (\(String(cString: strerror(code))))."
    }
  }
}
