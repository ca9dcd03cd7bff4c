import Foundation

/// What a DocC catalog's topic groups name: the symbols listed as ``Name`` after a page's
/// `## Topics` heading. A type named only in an overview is not curated, since DocC then files
/// it under a group of its own choosing.
struct DocCCuration {
  let curated: Set<String>

  /// The topic groups of the pages in `markdown`.
  init(pages markdown: [String]) {
    var names: Set<String> = []
    for page in markdown {
      guard let topics = page.range(of: "\n## Topics") else { continue }
      for match in page[topics.upperBound...].matches(of: /``(\w+)[^`]*``/) {
        names.insert(String(match.output.1))
      }
    }
    curated = names
  }

  /// The topic groups of every page of the catalog at `folder`.
  init(catalog folder: URL) throws {
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects ?? []
    let pages = try files.compactMap { $0 as? URL }.filter { $0.pathExtension == "md" }
      .map { try String(contentsOf: $0, encoding: .utf8) }
    self.init(pages: pages)
  }

  /// Which of `declared` no topic group lists, sorted.
  func uncurated(_ declared: Set<String>) -> [String] {
    declared.subtracting(curated).sorted()
  }
}
