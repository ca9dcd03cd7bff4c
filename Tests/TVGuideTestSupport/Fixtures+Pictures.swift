import Foundation

extension Fixtures {
  /// A real PNG of one pixel, 70 bytes: a picture a browser draws and a test compares byte
  /// for byte, standing in for TVMaze's posters (the fixtures hold no image).
  public static var onePixelPNG: Data {
    Data(
      base64Encoded:
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==")!
  }
}
