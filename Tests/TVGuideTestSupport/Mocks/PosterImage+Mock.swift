import Foundation
import TVGuideInteractor

extension PosterImage {
  /// The bytes of `mock`, `Fixtures.onePixelPNG`.
  public static var mockBytes: Data { Fixtures.onePixelPNG }
  /// The one-pixel PNG as a poster. Made afresh, not kept in a global: LeakSanitizer cannot
  /// see the pointer a kept `Data` of 70 bytes hides in its enum's tag bits, and called it a leak.
  public static var mock: PosterImage { PosterImage(bytes: Fixtures.onePixelPNG)! }
}
