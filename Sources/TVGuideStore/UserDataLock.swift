import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive lock on the user's data folder, held across processes while the store is made
/// or brought up to date, or its files are moved in from the cache folder.
///
/// SQLite's own locks guard a transaction, not the steps around it: GRDB's migrator reads which
/// migrations ran before it opens the transaction that runs the next, so two processes making a
/// new store at once both found none and both created the tables ("table followedShow already
/// exists"). An `flock(2)` on a file of the folder puts those steps one process after another;
/// the kernel lets go of it when its holder exits, however it exits, so a crash never leaves
/// the folder locked.
enum UserDataLock {
  /// The lock file's name inside the data folder.
  static let fileName = "user.lock"
  /// How long a process waits for another to finish making or moving the store.
  static let waitSeconds = 10

  /// Runs `work` holding the lock of `folder`, which must exist, after waiting up to `seconds`
  /// for another process to let go of it.
  ///
  /// - Throws: `StoreError.locked` when another process held it all that time,
  ///   `StoreError.unavailable` when the lock file cannot be opened, or what `work` throws.
  @discardableResult
  static func holding<Value>(
    _ folder: URL, waitingUpTo seconds: Int = waitSeconds, _ work: () throws -> Value
  ) throws -> Value {
    let descriptor = try acquire(folder.appendingPathComponent(fileName).path, waitingUpTo: seconds)
    // Closing the file's only descriptor lets go of the lock.
    defer { close(descriptor) }
    return try work()
  }

  private static func acquire(_ path: String, waitingUpTo seconds: Int) throws(StoreError) -> Int32 {
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw .unavailable(detail: "its lock file could not be opened (\(String(cString: strerror(errno))))")
    }
    let deadline = ContinuousClock.now + .seconds(seconds)
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR, ContinuousClock.now < deadline else {
        close(descriptor)
        throw .locked(seconds: seconds)
      }
      // Making a store takes milliseconds: polling each millisecond finds the lock free soon
      // after it is, and a blocking `flock` could not give up at the deadline.
      usleep(1_000)
    }
    return descriptor
  }
}
