/// A catalog of made-up show names as large as asked, drawn from the words of real ones
/// plus made-up words (so the vocabulary grows with the catalog, as TVMaze's does), with
/// accents, digits and punctuation as real names have them.
public struct SyntheticShowNames: Sendable {
  public let names: [(id: Int, name: String, weight: Int)]

  public init(count: Int, realNames: [String]) {
    var random = SplitMix(seed: 100_000)
    let realWords = Array(Set(realNames.flatMap { $0.split(separator: " ").map(String.init) })).sorted()
    let syllables = ["ka", "lo", "mi", "ser", "dan", "tor", "vel", "qui", "zé", "ström", "an", "el", "ri"]
    var names: [(Int, String, Int)] = []
    names.reserveCapacity(count)
    for id in 0..<count {
      let wordCount = 1 + Int(random.next() % 4)
      let words = (0..<wordCount).map { _ -> String in
        guard random.next() % 3 == 0 else { return realWords[Int(random.next() % UInt64(realWords.count))] }
        let length = 2 + Int(random.next() % 3)
        let word = (0..<length).map { _ in syllables[Int(random.next() % UInt64(syllables.count))] }.joined()
        return word.prefix(1).uppercased() + word.dropFirst()
      }
      names.append(
        (id, words.joined(separator: random.next() % 11 == 0 ? ": " : " "), Int(random.next() % 100)))
    }
    self.names = names
  }
}
