import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A stretch of a JSON array file read as an array of its own: `prefix`, then the file's bytes
/// in `bytes`, then `suffix`. The first half of a file ends with a `]` added, the second
/// starts with a `[` added, so each half reads as a whole array.
struct JSONArrayFilePart: Sendable {
  var prefix: [UInt8] = []
  var bytes: Range<Int>
  var suffix: [UInt8] = []
  /// How far into prefix, bytes and suffix reading has come.
  private var offset = 0

  init(prefix: [UInt8] = [], bytes: Range<Int>, suffix: [UInt8] = []) {
    (self.prefix, self.bytes, self.suffix) = (prefix, bytes, suffix)
  }

  /// How many bytes the part holds, the added ones included.
  var count: Int { prefix.count + bytes.count + suffix.count }

  /// Reads the part's next bytes into `chunk` and answers how many; 0 at the end. The file is
  /// read with `pread`, so the two halves can read one descriptor at once.
  mutating func read(from descriptor: Int32, into chunk: inout [UInt8]) throws -> Int {
    let count = try chunk.withUnsafeMutableBytes { chunk in
      if offset < prefix.count { return copy(prefix[offset...], into: chunk) }
      let fileOffset = offset - prefix.count
      if fileOffset < bytes.count {
        return try Self.read(
          descriptor, at: bytes.lowerBound + fileOffset, count: min(chunk.count, bytes.count - fileOffset),
          into: chunk)
      }
      return copy(suffix[(fileOffset - bytes.count)...], into: chunk)
    }
    offset += count
    return count
  }

  private func copy(_ added: ArraySlice<UInt8>, into chunk: UnsafeMutableRawBufferPointer) -> Int {
    let count = min(added.count, chunk.count)
    added.prefix(count).withUnsafeBytes { chunk.copyMemory(from: $0) }
    return count
  }

  private static func read(
    _ descriptor: Int32, at offset: Int, count: Int, into chunk: UnsafeMutableRawBufferPointer
  ) throws -> Int {
    var result: Int
    repeat {
      result = pread(descriptor, chunk.baseAddress, count, off_t(offset))
    } while result < 0 && errno == EINTR
    guard result >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    // A file that shrank while it was read ends its part early; the splitter then finds the
    // array unfinished, as it does for a cut file.
    return result
  }
}
