import Foundation
import TVGuideEntity
import TVGuideInteractor
import TVGuidePresenter
import TVGuideView

/// The app's way from a show's data to what `tvguide show ID` prints: the data source
/// decodes, the interactor maps and groups, the presenter's mapper makes the view model and
/// the `--json` document, and every row and episode of both is read, as printing them does.
public struct ShowPipeline: Sendable {
  public let dataSource: any ShowDataSource

  public init(dataSource: any ShowDataSource) {
    self.dataSource = dataSource
  }

  /// Runs the pipeline for show `id`; returns how many characters it made, so that nothing
  /// can be optimised away.
  public func present(showID id: Int) async throws -> Int {
    let detail = try await ShowDetailInteractor(dataSource: dataSource).detail(ofShow: id, season: nil)
    let mapper = ShowDetailViewModelMapper(sanitizer: TerminalText())
    let viewModel = mapper.viewModel(for: detail, now: Date())
    var characters = viewModel.title.utf8.count + viewModel.summary.utf8.count
    for section in viewModel.sections {
      for row in section.rows {
        characters += row.code.utf8.count + row.title.utf8.count + row.airdate.utf8.count
      }
    }
    for season in mapper.document(for: detail).seasons {
      for episode in season.episodes {
        characters += (episode.name?.utf8.count ?? 0) + (episode.type?.utf8.count ?? 0)
      }
    }
    return characters
  }

  /// Decoding, mapping and grouping alone, from JSON already in memory, for lists too long
  /// to write to a file on every run.
  public static func seasons(fromJSON data: Data) throws -> [Season] {
    let episodes = try JSONDecoder().decode([EpisodeDTO].self, from: data)
    return SeasonGrouper().group(episodes.map(Episode.init(dto:)))
  }
}
