import ArgumentParser
import Foundation
import TVGuideBuilder
import TVGuideWebServer
import TextUIKit

/// `tvguide serve [--host H] [--port P]`: the guide as web pages, until SIGINT or SIGTERM.
struct ServeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Serve the guide as web pages, on 127.0.0.1:8080 unless told otherwise.")

  @Option(
    name: .long, help: "The address to listen on; another than loopback opens the guide to the network.")
  var host = "127.0.0.1"

  @Option(name: .long, help: "The port to listen on, 1 to 65535 (0 picks a free one).")
  var port = 8080

  @OptionGroup var source: SourceOptions

  func validate() throws {
    guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535.") }
    guard !host.isEmpty else { throw ValidationError("--host must name an address, such as 127.0.0.1.") }
  }

  func run() async throws {
    // The follows are the user's store, the one `tvguide follow` and `following` use.
    let sources = WebPageSources(
      shows: try source.makeDataSource(), schedules: try source.makeScheduleSource(),
      follows: source.makeFollowStore(), posters: try source.makePosterSource(),
      liveHost: source.settingNames.liveHost)
    let server = WebServer(host: host, port: port, sources: sources)
    let host = host
    do {
      try await server.run { port in
        // The one line a script waits for before it opens the guide.
        let address = WebServerURL.string(host: host, port: port)
        FileHandle.standardError.write(Data("Serving the guide on \(address)\n".utf8))
      }
    } catch let error as WebServerAddressError {
      // The host is as typed: the printer drops any control character it holds.
      StandardStream.error.write("tvguide: \(CommandFailurePrinter.printable(error.description))\n")
      throw ExitCode.failure
    }
  }
}
