/// The distinct words of the searchable names, each with the names it is in: fuzzy search
/// compares a typed word with every word once, not with every name.
struct SearchVocabulary: Sendable {
  private var words: [[Unicode.Scalar]] = []
  private var characterSets: [CharacterSet64] = []
  /// For each word, the names holding it, ascending.
  private var postings: [[Int]] = []
  private var places: [[Unicode.Scalar]: Int] = [:]
  /// The words by their number of scalars, so that a typed word is compared only with words
  /// its allowed edits can reach.
  private var wordsByLength: [[Int]] = []

  init(names: [SearchText]) {
    for (name, text) in names.enumerated() {
      for word in text.wordScalars {
        if let place = places[word] {
          if postings[place].last != name { postings[place].append(name) }
        } else {
          places[word] = words.count
          if word.count >= wordsByLength.count {
            wordsByLength += Array(repeating: [], count: word.count + 1 - wordsByLength.count)
          }
          wordsByLength[word.count].append(words.count)
          words.append(word)
          characterSets.append(CharacterSet64(word))
          postings.append([name])
        }
      }
    }
  }

  /// The names with a word within `edits` of `word`, each with the fewest edits it takes.
  func names(near word: [Unicode.Scalar], edits: Int) -> [Int: Int] {
    guard edits > 0 else {
      return places[word].map { Dictionary(uniqueKeysWithValues: postings[$0].map { ($0, 0) }) } ?? [:]
    }
    let characters = CharacterSet64(word)
    let bound = BoundedEditDistance(limit: edits)
    var found: [Int: Int] = [:]
    for length in max(0, word.count - edits)...(word.count + edits) where length < wordsByLength.count {
      for place in wordsByLength[length] where characterSets[place].mayBeWithin(edits, of: characters) {
        guard let distance = bound.distance(words[place], word) else { continue }
        for name in postings[place] { found[name] = min(found[name] ?? distance, distance) }
      }
    }
    return found
  }
}
