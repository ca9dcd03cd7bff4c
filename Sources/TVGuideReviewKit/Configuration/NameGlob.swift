/// One name's glob, `*` for any run of characters and `?` for one, compiled once and matched
/// without backtracking: every place the pattern could have reached is kept at once as a set
/// of bits and moved forward a character at a time, so `*a*a*a*…*ab` costs the length of the
/// name times the length of the pattern over 64, where a backtracking matcher tried every
/// split of the name (issue 34: such a pattern in `excluded` hung the review).
struct NameGlob: Sendable {
  /// The pattern without wildcards, compared as it is.
  private let plain: String?
  /// How many characters and `?`s and (collapsed) `*`s the pattern has: bit `count` set means
  /// the whole pattern was matched.
  private let count: Int
  /// For each literal character, the positions whose token is that character.
  private let literals: [Character: [UInt64]]
  /// The positions whose token is `?`.
  private let anyCharacter: [UInt64]
  /// The positions whose token is `*`.
  private let stars: [UInt64]

  init(_ pattern: Substring) {
    var tokens: [Character] = []
    var isStar: [Bool] = []
    for character in pattern {
      // `**` inside a name is `*`: two stars in a row match what one does.
      if character == "*", isStar.last == true { continue }
      tokens.append(character)
      isStar.append(character == "*")
    }
    plain = pattern.contains(where: { $0 == "*" || $0 == "?" }) ? nil : String(pattern)
    count = tokens.count
    let words = (tokens.count + 1 + 63) / 64
    var literals: [Character: [UInt64]] = [:]
    var anyCharacter = [UInt64](repeating: 0, count: words)
    var stars = [UInt64](repeating: 0, count: words)
    for (position, token) in tokens.enumerated() {
      let (word, bit) = (position / 64, UInt64(1) << UInt64(position % 64))
      if isStar[position] {
        stars[word] |= bit
      } else if token == "?" {
        anyCharacter[word] |= bit
      } else {
        literals[token, default: [UInt64](repeating: 0, count: words)][word] |= bit
      }
    }
    self.literals = literals
    self.anyCharacter = anyCharacter
    self.stars = stars
  }

  func matches(_ name: some StringProtocol) -> Bool {
    if let plain { return name == plain }
    var active = [UInt64](repeating: 0, count: stars.count)
    active[0] = 1
    skipEmptyStars(&active)
    for character in name {
      let accepting = literals[character]
      var next = [UInt64](repeating: 0, count: active.count)
      var carry: UInt64 = 0
      var any: UInt64 = 0
      for word in active.indices {
        // Positions that take this character move one on; a star keeps its position.
        let taking = active[word] & (anyCharacter[word] | (accepting?[word] ?? 0))
        next[word] = (taking << 1) | carry | (active[word] & stars[word])
        carry = taking >> 63
        any |= next[word]
      }
      guard any != 0 else { return false }
      active = next
      skipEmptyStars(&active)
    }
    return active[count / 64] & (UInt64(1) << UInt64(count % 64)) != 0
  }

  /// A star may match nothing: its position also reaches the next one. Stars never follow
  /// each other (they were collapsed), so one step is enough.
  private func skipEmptyStars(_ active: inout [UInt64]) {
    var carry: UInt64 = 0
    for word in active.indices {
      let starting = active[word] & stars[word]
      active[word] |= (starting << 1) | carry
      carry = starting >> 63
    }
  }
}
