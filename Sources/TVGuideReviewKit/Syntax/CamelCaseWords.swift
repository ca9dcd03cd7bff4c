/// The words of a camel-case name: `CoreData` → `Core`, `Data`; `APIShows` → `API`, `Shows`.
enum CamelCaseWords {
  static func words(in name: Substring) -> [Substring] {
    let characters = Array(name.indices)
    var words: [Substring] = []
    var start = name.startIndex
    for (offset, index) in characters.enumerated() where offset > 0 && name[index].isUppercase {
      let previous = name[characters[offset - 1]]
      let next = offset + 1 < characters.count ? name[characters[offset + 1]] : nil
      if previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) {
        words.append(name[start..<index])
        start = index
      }
    }
    if start < name.endIndex { words.append(name[start...]) }
    return words
  }
}
