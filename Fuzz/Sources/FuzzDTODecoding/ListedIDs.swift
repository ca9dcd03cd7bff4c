import Foundation

/// The `id` of every object in a JSON list, read without the rest of the object: the shows
/// to ask the catalog for, including those on a page that does not decode as a whole.
struct ListedIDs: Decodable {
  let ids: [Int]

  private enum Key: String, CodingKey {
    case id
  }

  init(from decoder: any Decoder) throws {
    var list = try decoder.unkeyedContainer()
    var ids: [Int] = []
    while !list.isAtEnd {
      let element = try list.superDecoder()
      if let id = try? element.container(keyedBy: Key.self).decode(Int.self, forKey: .id) {
        ids.append(id)
      }
    }
    self.ids = ids
  }

  /// The first few ids, the last (the picker must read past all the others to reach it) and
  /// one no show has.
  static func idsToOpen(in data: Data) -> [Int] {
    let ids = (try? JSONDecoder().decode(Self.self, from: data).ids) ?? []
    var seen = Set<Int>()
    return (ids.prefix(3) + ids.suffix(1) + [-1]).filter { seen.insert($0).inserted }
  }
}
