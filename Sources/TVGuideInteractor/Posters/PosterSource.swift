import Foundation

/// Where a show's poster comes from: the picture at the address the show's data gives, kept
/// beside the offline store and fetched when it is not there.
///
/// A protocol of its own beside `ShowDataSource`, declared by its caller (`PosterLookup`): a
/// picture is bytes, not data about a show, and a source can serve shows without serving their
/// pictures (the bundled catalog ships none).
public protocol PosterSource: Sendable {
  /// The picture at `address`, the poster of show `showID`.
  ///
  /// - Throws: Whatever kept the source from having it: not kept and not fetched (offline, a
  ///   refused address, an answer that is no picture). The caller draws a placeholder instead.
  func poster(ofShow showID: Int, at address: URL) async throws -> PosterImage
}
