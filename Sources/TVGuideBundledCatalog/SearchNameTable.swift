#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The searchable names side by side in one run of UTF-8, one per line, so that a query is
/// looked for in all of them by one `memmem` scan instead of one string search a show.
/// Matching bytes is matching scalars: UTF-8 never starts a character inside another.
struct SearchNameTable: Sendable {
  private static let space = UInt8(ascii: " ")

  private let bytes: [UInt8]
  /// Where each name starts; one more at the end, so name `i` ends before `starts[i + 1] - 1`.
  private let starts: [Int]

  /// The names in byte order of their text, for finding all that start with a query.
  private let alphabetical: [Int]

  init(names: [String]) {
    var bytes: [UInt8] = []
    var starts: [Int] = []
    starts.reserveCapacity(names.count + 1)
    for name in names {
      starts.append(bytes.count)
      bytes.append(contentsOf: name.utf8)
      bytes.append(UInt8(ascii: "\n"))
    }
    starts.append(bytes.count)
    self.bytes = bytes
    self.starts = starts
    alphabetical = names.indices.sorted { names[$0].utf8.lexicographicallyPrecedes(names[$1].utf8) }
  }

  /// The names that start with `query`, found by binary search of the names in byte order.
  func namesStarting(with query: [UInt8]) -> ArraySlice<Int> {
    let first = boundary { text(of: $0).lexicographicallyPrecedes(query) }
    let end = boundary { text(of: $0).lexicographicallyPrecedes(query) || text(of: $0).starts(with: query) }
    return alphabetical[first..<end]
  }

  /// The length of name `name` in bytes.
  func length(of name: Int) -> Int {
    starts[name + 1] - 1 - starts[name]
  }

  private func text(of name: Int) -> ArraySlice<UInt8> {
    bytes[starts[name]..<(starts[name + 1] - 1)]
  }

  /// The first place in `alphabetical` where `isBefore` stops holding (it holds for a prefix).
  private func boundary(_ isBefore: (Int) -> Bool) -> Int {
    var (low, high) = (0, alphabetical.count)
    while low < high {
      let middle = (low + high) / 2
      if isBefore(alphabetical[middle]) { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Calls `body` with each name that holds `query` and how: exact, prefix, word prefix or
  /// substring. A name may come more than once, from different places in it.
  func forEachMatch(of query: [UInt8], _ body: (_ name: Int, _ rank: SearchMatchRank) -> Void) {
    guard let first = query.first else { return }
    bytes.withUnsafeBufferPointer { names in
      query.withUnsafeBufferPointer { needle in
        guard let base = names.baseAddress, let needleBase = needle.baseAddress else { return }
        var position = 0
        var name = 0
        while let offset = Self.offset(
          of: needleBase, count: needle.count, first: first, in: base, from: position, to: names.count)
        {
          while starts[name + 1] <= offset { name += 1 }
          let start = starts[name]
          if offset == start {
            body(name, starts[name + 1] - 1 - start == needle.count ? .exact : .prefix)
            // Nothing later in a name beats its start.
            position = starts[name + 1]
          } else if names[offset - 1] == Self.space {
            body(name, .wordPrefix)
            // Only the name's start could beat a word's, and the scan is past it.
            position = starts[name + 1]
          } else {
            body(name, .substring)
            position = offset + 1
          }
        }
      }
    }
  }

  /// Where the needle next starts in `base[position..<end]`: `memchr` finds its first byte,
  /// `memcmp` checks the rest.
  private static func offset(
    of needle: UnsafePointer<UInt8>, count: Int, first: UInt8, in base: UnsafePointer<UInt8>,
    from position: Int,
    to end: Int
  ) -> Int? {
    var position = position
    while end - position >= count {
      guard let hit = memchr(base + position, Int32(first), end - position - count + 1) else { return nil }
      let offset = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
      if memcmp(base + offset, needle, count) == 0 { return offset }
      position = offset + 1
    }
    return nil
  }
}
