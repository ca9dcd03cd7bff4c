import FlyingFox
import Foundation
import TVGuideInteractor
import TVGuideTVMaze

// Fetches a show and its episodes with TVGuide's TVMaze client and prints its seasons. The
// client talks to a stand-in for api.tvmaze.com that this program starts on 127.0.0.1, so
// the example never needs the internet; point `baseURL` at the real API to use live data.

/// Two seasons of a made-up show, in TVMaze's shapes (`GET /shows/1`, `GET /shows/1/episodes`).
let showJSON = #"{"id":1,"name":"Example Show","status":"Ended","premiered":"2020-01-05"}"#
let episodesJSON = """
  [{"id":11,"name":"Pilot","season":1,"number":1,"airdate":"2020-01-05","runtime":30},
   {"id":12,"name":"Second","season":1,"number":2,"airdate":"2020-01-12","runtime":30},
   {"id":21,"name":"Return","season":2,"number":1,"airdate":"2021-01-03","runtime":30}]
  """

let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), logger: .disabled)
let (show, episodes) = (showJSON, episodesJSON)
await server.appendRoute("GET /shows/1") { _ in JSONAnswer.response(show) }
await server.appendRoute("GET /shows/1/episodes") { _ in JSONAnswer.response(episodes) }
let serving = Task { try await server.run() }
try await server.waitUntilListening()
guard case .ip4(_, let port) = await server.listeningAddress else { fatalError("no port") }

let client = TVMazeClient(
  configuration: TVMazeConfiguration(
    baseURL: URL(string: "http://127.0.0.1:\(port)")!, userAgent: "tvguide-example/1.0"))
do {
  let detail = try await ShowDetailInteractor(dataSource: client).detail(ofShow: 1, season: nil)
  print("\(detail.show.name): \(detail.seasons.count) seasons")
  for season in detail.seasons {
    let names = season.episodes.map { $0.name ?? "untitled" }.joined(separator: ", ")
    print("Season \(season.number): \(season.episodes.count) episodes (\(names))")
  }
} catch let error as ShowDataError {
  // `kind` tells a missing show from a network fault without listing every case.
  switch error.kind {
  case .notFound: print("No such show.")
  case .transport: print("TVMaze could not be reached: \(error)")
  default: print("Failed: \(error)")
  }
}
await server.stop(timeout: 1)
serving.cancel()

/// The stand-in's answers: JSON, as TVMaze sends.
enum JSONAnswer {
  static func response(_ text: String) -> HTTPResponse {
    HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json"], body: Data(text.utf8))
  }
}
