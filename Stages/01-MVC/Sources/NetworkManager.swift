import Foundation
import StageNetwork

import enum TVGuideInteractor.ShowDataError

/// Fetches shows and answers through completion handlers, as the original app's
/// Alamofire-based `NetworkManager` did: it asks TVMaze's URLs for JSON, decodes it into
/// `ShowDTO`s and maps those into the `Show`s the screens work with, keeping every optional
/// the DTO has. Every decision about how a show reads is left to its callers.
@MainActor
final class NetworkManager {
  private static let baseURL = URL(string: "https://api.tvmaze.com")!
  private let session: JSONSession

  init(session: JSONSession) {
    self.session = session
  }

  /// Page `number` of the show index, as TVMaze sends it.
  func fetchShows(page number: Int, completion: @escaping @MainActor (Result<[Show], any Error>) -> Void) {
    let url = Self.baseURL.appendingPathComponent("shows").appending(queryItems: [
      URLQueryItem(name: "page", value: String(number))
    ])
    Task { [session] in
      do {
        let data = try await session.data(from: url)
        let shows = try Self.decode([ShowDTO].self, from: data, for: url)
        completion(.success(shows.map(Self.show(from:))))
      } catch {
        completion(.failure(error))
      }
    }
  }

  func fetchShow(id: Int, completion: @escaping @MainActor (Result<Show, any Error>) -> Void) {
    let url = Self.baseURL.appendingPathComponent("shows/\(id)")
    Task { [session] in
      do {
        let data = try await session.data(from: url)
        completion(.success(Self.show(from: try Self.decode(ShowDTO.self, from: data, for: url))))
      } catch {
        completion(.failure(error))
      }
    }
  }

  private static func decode<Value: Decodable>(_ type: Value.Type, from data: Data, for url: URL) throws
    -> Value
  {
    do {
      return try JSONDecoder().decode(type, from: data)
    } catch {
      throw ShowDataError.malformedData(detail: "\(url.path) is not what TVMaze sends")
    }
  }

  // MARK: - DTO → model

  /// The model keeps each optional of the DTO an optional: a `null` stays unknown.
  private static func show(from dto: ShowDTO) -> Show {
    Show(
      id: dto.id,
      name: dto.name,
      language: dto.language,
      genres: dto.genres ?? [],
      status: dto.status,
      runtime: dto.runtime,
      averageRuntime: dto.averageRuntime,
      premiered: day(fromISO: dto.premiered),
      ended: day(fromISO: dto.ended),
      scheduleDays: dto.schedule?.days ?? [],
      scheduleTime: time(from: dto.schedule?.time),
      rating: dto.rating?.average,
      network: dto.network.map(channel(from:)),
      webChannel: dto.webChannel.map(channel(from:)),
      summaryHTML: dto.summary
    )
  }

  private static func channel(from dto: ShowDTO.ChannelDTO) -> Show.Channel {
    Show.Channel(name: dto.name, country: dto.country?.name)
  }

  /// `2013-06-24` as a day; `nil` for anything else, a day that does not exist included.
  private static func day(fromISO text: String?) -> Show.Day? {
    guard let text, text.utf8.count == 10 else { return nil }
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
    else { return nil }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let components = DateComponents(year: year, month: month, day: day)
    guard (1...12).contains(month), let date = calendar.date(from: components),
      calendar.component(.day, from: date) == day
    else { return nil }
    return Show.Day(year: year, month: month, day: day)
  }

  /// `21:00` as a time; `nil` for an empty or impossible time.
  private static func time(from text: String?) -> Show.Time? {
    let parts = text?.split(separator: ":", omittingEmptySubsequences: false) ?? []
    guard parts.count == 2, parts.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy(\.isASCII) }),
      let hour = Int(parts[0]), let minute = Int(parts[1]), (0..<24).contains(hour), (0..<60).contains(minute)
    else { return nil }
    return Show.Time(hour: hour, minute: minute)
  }
}
