/// Where a program started by `BinaryRunner` writes one of its output streams: a file the
/// test reads afterwards, or a destination every write to fails on.
public enum OutputDestination: Sendable {
  case captured
  /// The stream is not open at all (`>&-`).
  case closed
  /// `/dev/full`: every write fails with "no space left on device".
  case fullDevice
  /// A pipe whose reading end is already closed, with SIGPIPE ignored as many shells and CI
  /// runners do: every write fails with a broken pipe.
  case brokenPipe
}
