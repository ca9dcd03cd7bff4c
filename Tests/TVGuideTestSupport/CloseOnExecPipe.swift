#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pipe whose two ends are closed in every program started after it is made, but where a
/// spawn's `dup2` puts one of them. The flag is set as the pipe is made where the system
/// allows: set a moment later, a program another test started in that moment kept the pipe
/// open (a reading end that let writes succeed, a writing end that held back the end of input).
enum CloseOnExecPipe {
  /// The reading end and the writing end.
  static func make(for executable: String) throws -> (read: Int32, write: Int32) {
    var ends: [Int32] = [0, 0]
    if let pipe2 = Self.pipe2 {
      guard pipe2(&ends, O_CLOEXEC) == 0 else { throw SpawnFailure(executable: executable, code: errno) }
    } else {
      guard pipe(&ends) == 0 else { throw SpawnFailure(executable: executable, code: errno) }
      for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    }
    return (ends[0], ends[1])
  }

  private typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32

  /// glibc's `pipe2`, looked up at run time: its header declares it only for `_GNU_SOURCE`, so
  /// the `Glibc` module does not; Darwin has none.
  private static let pipe2: Pipe2? = {
    #if canImport(Glibc)
      guard let symbol = dlsym(nil, "pipe2") else { return nil }
      return unsafeBitCast(symbol, to: Pipe2.self)
    #else
      return nil
    #endif
  }()
}
