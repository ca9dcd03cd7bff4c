import Foundation
import FuzzSupport
import TVGuideEntity
import TVGuideInteractor
import TVGuidePresenter

/// One input read as each top-level answer TVMaze sends, the way the data sources read it:
/// `JSONDecoder` straight into the DTOs.
struct DecodedResponses: Sendable {
  /// `GET /shows?page=N`.
  let showIndexPage: [ShowDTO]?
  /// `GET /search/shows?q=…`.
  let searchResults: [SearchResultDTO]?
  /// `GET /shows/ID`, with `?embed=episodes` or without.
  let show: ShowDTO?
  /// `GET /shows/ID/episodes`.
  let episodes: [EpisodeDTO]?
  /// `GET /shows/ID/cast`.
  let cast: [CastCreditDTO]?

  init(decoding data: Data) {
    showIndexPage = Self.decodeStorable([ShowDTO].self, from: data)
    searchResults = Self.decodeStorable([SearchResultDTO].self, from: data)
    show = Self.decodeStorable(ShowDTO.self, from: data)
    episodes = Self.decodeStorable([EpisodeDTO].self, from: data)
    Self.requireParserAgrees(with: episodes, on: data)
    cast = Self.decodeStorable([CastCreditDTO].self, from: data)
    // Answers the app has DTOs for but no screen yet: decoded and mapped, nothing more.
    if let schedule = Self.decode([ScheduleItemDTO].self, from: data) {
      for item in schedule {
        _ = Episode(dto: item.episode)
        _ = item.show.map(Show.init(dto:))
      }
    }
    _ = Self.decodeStorable([SeasonDTO].self, from: data)
    _ = Self.decodeStorable(APIErrorDTO.self, from: data)
  }

  var isEmpty: Bool {
    showIndexPage == nil && searchResults == nil && show == nil && episodes == nil
  }

  /// Every show in the answers, the first of each id.
  var shows: [ShowDTO] {
    var seen = Set<Int>()
    let all = (show.map { [$0] } ?? []) + (showIndexPage ?? []) + (searchResults ?? []).map(\.show)
    return all.filter { seen.insert($0.id).inserted }
  }

  /// Decodes as the data sources do; a failure becomes the sentence the user would read,
  /// which must be as safe to print as any other.
  private static func decode<Value: Decodable>(_ type: Value.Type, from data: Data) -> Value? {
    do {
      return try JSONDecoder().decode(type, from: data)
    } catch let error as DecodingError {
      let detail = "fuzz.json: \(DecodingErrorSummary(error))"
      let message = ErrorMessageFormatter().viewModel(for: ShowDataError.malformedData(detail: detail))
      TerminalSafety.requireEveryString(in: message, path: "decoding error")
      return nil
    } catch {
      return nil
    }
  }

  /// `EpisodeJSONParser` reads a list only when `JSONDecoder` reads the same one: whatever
  /// it answers, the data sources use without asking `JSONDecoder`.
  private static func requireParserAgrees(with decoded: [EpisodeDTO]?, on data: Data) {
    let parser = EpisodeJSONParser()
    let list = data.withUnsafeBytes { parser.episodes(in: $0.bindMemory(to: UInt8.self)) }
    if let list {
      Invariant.require(list == decoded, "EpisodeJSONParser read \(list.count) episodes JSONDecoder did not")
    }
    // The store saves a list through `EpisodeJSONWriter` and reads it back through both.
    if let decoded {
      let saved = EpisodeJSONWriter().data(for: decoded)
      let reread = saved.withUnsafeBytes { parser.episodes(in: $0.bindMemory(to: UInt8.self)) }
      Invariant.require(
        reread == decoded, "EpisodeJSONWriter wrote episodes EpisodeJSONParser reads otherwise")
      Invariant.require(
        (try? JSONDecoder().decode([EpisodeDTO].self, from: saved)) == decoded,
        "EpisodeJSONWriter wrote episodes JSONDecoder reads otherwise")
    }
    // An input that is one episode, as the bundled catalog hands the parser each element.
    let one = data.withUnsafeBytes { parser.episode(in: $0.bindMemory(to: UInt8.self)) }
    if let one {
      Invariant.require(
        (try? JSONDecoder().decode(EpisodeDTO.self, from: data)) == one,
        "EpisodeJSONParser read an episode JSONDecoder did not")
    }
  }

  /// Decodes, then checks what the offline store relies on: the DTO encodes to JSON and
  /// reads back as the same value.
  private static func decodeStorable<Value: Codable & Equatable>(_ type: Value.Type, from data: Data)
    -> Value?
  {
    guard let value = decode(type, from: data) else { return nil }
    let reread: Value
    do {
      reread = try JSONDecoder().decode(type, from: JSONEncoder().encode(value))
    } catch {
      Invariant.require(false, "\(type) does not survive the store: \(error)")
      return value
    }
    Invariant.require(reread == value, "\(type) changes on its way through the store")
    return value
  }
}
