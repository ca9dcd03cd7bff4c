import Foundation

/// Why a file the review was asked to write was not written, as the end of a sentence about
/// it: `it is a symbolic link, which the review never writes through`.
package struct FileWriteError: Error, CustomStringConvertible, Equatable {
  package let description: String

  init(_ description: String) {
    self.description = description
  }

  init(errno code: Int32) {
    switch code {
    case ENOENT, ENOTDIR: description = "its folder does not exist"
    case EACCES, EPERM, EROFS: description = "the folder is not writable"
    default: description = String(cString: strerror(code))
    }
  }
}
