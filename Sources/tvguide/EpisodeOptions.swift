import ArgumentParser
import TVGuideEntity
import TVGuideInteractor

/// `ID SxxEyy` or `ID --up-to SxxEyy`: the episodes `watched` and `unwatched` mark.
struct EpisodeOptions: ParsableArguments {
  @Argument(help: "The show's TVMaze id.")
  var id: Int

  @Argument(help: "The episode, as S01E05.")
  var episode: String?

  @Option(name: .customLong("up-to"), help: "Every episode up to and including this one, as S01E05.")
  var upTo: String?

  func validate() throws {
    switch (episode, upTo) {
    case (nil, nil): throw ValidationError("Name an episode as S01E05, or --up-to S01E05.")
    case (_?, _?): throw ValidationError("Name one episode, or --up-to one, not both.")
    default: _ = try selection
    }
  }

  /// The episodes named.
  var selection: EpisodeSelection {
    get throws {
      if let upTo { return .upTo(try Self.key(upTo)) }
      return .episode(try Self.key(episode ?? ""))
    }
  }

  /// `S01E05` (any case, numbers of any length) as season 1, episode 5.
  private static func key(_ text: String) throws -> EpisodeKey {
    let upper = text.uppercased()
    guard upper.first == "S", let split = upper.firstIndex(of: "E"),
      let season = Int(upper[upper.index(after: upper.startIndex)..<split]),
      let number = Int(upper[upper.index(after: split)...]), season >= 0, number >= 0
    else {
      throw ValidationError(
        "Name the episode as S01E05 (season and number), not \"\(SourceOptions.printable(text))\".")
    }
    return EpisodeKey(season: season, number: number)
  }
}
