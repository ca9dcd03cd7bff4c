import Foundation
import TVGuideEntity

/// Decodes one show out of an index page, reading only the `id` of the others: `tvguide show
/// ID` would otherwise build all 250 shows of the page to keep one, which was a third of its
/// start-up time.
struct IndexPageShowPicker: Decodable {
  /// The `userInfo` key under which the decoder is told the id it looks for.
  static let wantedIDKey = CodingUserInfoKey(rawValue: "TVGuideBundledCatalog.wantedShowID")!

  let show: ShowDTO?

  private enum IDKey: String, CodingKey {
    case id
  }

  init(from decoder: any Decoder) throws {
    let wanted = decoder.userInfo[Self.wantedIDKey] as? Int
    var shows = try decoder.unkeyedContainer()
    while !shows.isAtEnd {
      let element = try shows.superDecoder()
      let id = try element.container(keyedBy: IDKey.self).decode(Int.self, forKey: .id)
      if id == wanted {
        show = try ShowDTO(from: element)
        return
      }
    }
    show = nil
  }

  /// The show with `id` in the page `data` holds, if any.
  static func show(withID id: Int, inPage data: Data) throws -> ShowDTO? {
    let decoder = JSONDecoder()
    decoder.userInfo[wantedIDKey] = id
    return try decoder.decode(Self.self, from: data).show
  }
}
