#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether this test binary runs under Thread or Address Sanitizer (`scripts/sanitize`), for
/// the few waits whose safety net must allow for it.
public enum SanitizerBuild {
  /// True when the sanitizer's runtime is linked in: its entry points are then visible.
  public static let isActive: Bool = [String](["__tsan_init", "__asan_init"]).contains { symbol in
    #if canImport(Darwin)
      dlsym(UnsafeMutableRawPointer(bitPattern: -2), symbol) != nil  // RTLD_DEFAULT
    #else
      dlsym(nil, symbol) != nil
    #endif
  }

  /// How much longer a safety net waits here. Thread Sanitizer takes a lock for every lookup
  /// of the Swift runtime's type metadata, so with the whole suite on two cores the threads
  /// queue behind each other and a task can wait minutes for its turn with nothing wrong.
  public static let slowdown: Int64 = isActive ? 10 : 1
}
