import Foundation
import TVGuideEntity

/// Stage 1's network layer: a singleton every screen calls directly.
final class NetworkManager {
  static let shared = NetworkManager()

  func getShows(completion: @escaping ([Show]) -> Void) {
    guard let url = URL(string: "https://api.tvmaze.com/shows") else { return }
    URLSession.shared.dataTask(with: url) { data, _, _ in
      let dtos = data.flatMap { try? JSONDecoder().decode([ShowDTO].self, from: $0) } ?? []
      completion(dtos.map(Show.init(dto:)))
    }.resume()
  }
}
