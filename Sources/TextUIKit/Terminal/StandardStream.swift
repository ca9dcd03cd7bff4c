#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard output or standard error, written with `write(2)`: the one path every byte the
/// app prints takes. A write that fails (a full disk, a closed descriptor, a reader that went
/// away) ends the process with one sentence on standard error where it can still be written
/// and status 1, or status 141 after a broken pipe, as `head` users expect; never a trap, as
/// `FileHandle.write` gives.
package struct StandardStream: Sendable {
  package static let output = StandardStream(descriptor: STDOUT_FILENO, name: "standard output")
  package static let error = StandardStream(descriptor: STDERR_FILENO, name: "standard error")

  /// The status after a broken pipe: 128 + SIGPIPE, what a shell reports for a killed writer.
  package static let brokenPipeStatus: Int32 = 141

  let descriptor: Int32
  let name: String

  /// Standard streams the process was started without (`>&-`), found by
  /// `protectClosedDescriptors()`.
  private nonisolated(unsafe) static var closedDescriptors: Set<Int32> = []

  /// Puts `/dev/null` in the place of a standard stream the process was started without, so
  /// no file the app opens later (the store, the catalog) gets its number and receives the
  /// output; writes to such a stream still fail as closed. Call first thing in `main`.
  package static func protectClosedDescriptors() {
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
      closedDescriptors.insert(descriptor)
      let placeholder = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
      if placeholder >= 0 && placeholder != descriptor {
        _ = dup2(placeholder, descriptor)
        _ = close(placeholder)
      }
    }
  }

  /// Writes every byte of `text`, or ends the process.
  package func write(_ text: String) {
    if Self.closedDescriptors.contains(descriptor) { fail(code: EBADF) }
    var text = text
    text.withUTF8 { bytes in
      guard let base = bytes.baseAddress else { return }
      var offset = 0
      while offset < bytes.count {
        let written = systemWrite(descriptor, base + offset, bytes.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0 && errno == EINTR {
          continue
        } else {
          fail(code: written == 0 ? EIO : errno)
        }
      }
    }
  }

  private func fail(code: Int32) -> Never {
    if code == EPIPE { exit(Self.brokenPipeStatus) }
    if descriptor != STDERR_FILENO && !Self.closedDescriptors.contains(STDERR_FILENO) {
      let sentence = "tvguide: \(name) could not be written: \(Self.reason(code)).\n"
      var bytes = Array(sentence.utf8)
      _ = systemWrite(STDERR_FILENO, &bytes, bytes.count)
    }
    exit(1)
  }

  static func reason(_ code: Int32) -> String {
    switch code {
    case ENOSPC: "the device is full"
    case EBADF: "it is closed"
    case EPIPE: "nothing reads it any more"
    default: String(cString: strerror(code)).lowercased()
    }
  }
}

#if canImport(Glibc)
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  private let systemWrite = Darwin.write
#endif
