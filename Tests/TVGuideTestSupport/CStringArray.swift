#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A null-terminated array of C strings, as `posix_spawn` takes its arguments and environment.
struct CStringArray {
  let pointers: [UnsafeMutablePointer<CChar>?]

  init(_ strings: [String]) {
    pointers = strings.map { strdup($0) } + [nil]
  }

  func deallocate() {
    for pointer in pointers { free(pointer) }
  }
}
