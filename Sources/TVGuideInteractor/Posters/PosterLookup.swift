import Foundation
import TVGuideEntity

/// A show's poster by the show's id: the address its data gives (the medium size, else the
/// original, as the pages show it), then the picture from the poster source.
///
/// Not a module: a poster is bytes, with no words for a presenter to format and no decision for
/// one to take. What a person sees when there is none (a card with the show's initials) is the
/// page's, from the presenter's row.
public struct PosterLookup: Sendable {
  private let shows: any ShowDataSource
  private let posters: (any PosterSource)?

  /// Addresses come from `shows`, pictures from `posters`; without a poster source no show has one.
  public init(shows: any ShowDataSource, posters: (any PosterSource)?) {
    self.shows = shows
    self.posters = posters
  }

  /// The poster of show `id`, or `nil` when its data links none or the source cannot get it.
  ///
  /// - Throws: The `ShowDataError` of reading the show itself (`.showNotFound` for an unknown id).
  public func poster(ofShow id: Int) async throws -> PosterImage? {
    let image = try await shows.show(id: id).value.image.map(ShowImage.init(dto:))
    guard let address = image?.medium ?? image?.original, let posters else { return nil }
    return try? await posters.poster(ofShow: id, at: address)
  }
}
