import Foundation
import TVGuideInteractor

extension PosterImage {
  /// The bytes of `mock`, `Fixtures.onePixelPNG`.
  public static var mockBytes: Data { Fixtures.onePixelPNG }
  /// The one-pixel PNG as a poster.
  public static let mock = PosterImage(bytes: Fixtures.onePixelPNG)!
}
