import TVGuideEntity

/// The shows mapped from the index pages read last, by page number. `status` and `more` read
/// the same pages again and again, and the bundled catalog answers with the very array it
/// read the first time: mapping it again (URLs parsed, dates read, shows sorted) was a
/// seventh of a line-mode command. A page is mapped again only when its answer changed.
struct MappedIndexPages {
  /// Past this many pages the memo starts over, so its memory stays bounded.
  static let capacity = 8

  private var pages: [Int: (answer: [ShowDTO], shows: [Show])] = [:]

  /// The answer's shows in id order, mapped now or kept from the same answer before.
  mutating func shows(ofPage number: Int, answer: [ShowDTO]) -> [Show] {
    // Comparing costs nothing for the same array (its storage is compared first) and stops
    // at the first difference otherwise; either way it is cheaper than mapping.
    if let kept = pages[number], kept.answer == answer { return kept.shows }
    let shows = answer.map(Show.init(dto:)).sorted { $0.id < $1.id }
    if pages[number] == nil, pages.count >= Self.capacity { pages.removeAll(keepingCapacity: true) }
    pages[number] = (answer, shows)
    return shows
  }
}
