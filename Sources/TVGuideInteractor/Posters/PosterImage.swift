import Foundation

/// A poster's bytes and the kind of picture they are, read from the bytes themselves: what a
/// server said it sent is not trusted, so an answer that is a web page, a script or an SVG
/// drawing is never handed on as a poster.
public struct PosterImage: Hashable, Sendable {
  /// The raster formats a poster may come in.
  public enum Format: String, CaseIterable, Sendable {
    /// JPEG, TVMaze's own.
    case jpeg
    /// PNG.
    case png
    /// GIF.
    case gif
    /// WebP.
    case webp

    /// The media type it is sent as, `image/jpeg`.
    public var mediaType: String { "image/\(rawValue)" }
  }

  /// The picture as stored.
  public let bytes: Data
  /// What kind of picture the bytes are.
  public let format: Format

  /// `bytes` as a poster, or `nil` when they do not start as a JPEG, PNG, GIF or WebP does.
  public init?(bytes: Data) {
    guard let format = Self.format(of: bytes) else { return nil }
    self.bytes = bytes
    self.format = format
  }

  private static func format(of bytes: Data) -> Format? {
    let head = [UInt8](bytes.prefix(12))
    func starts(_ signature: [UInt8], at offset: Int = 0) -> Bool {
      head.count >= offset + signature.count && Array(head[offset..<offset + signature.count]) == signature
    }
    if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
    if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
    if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return .gif }
    if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) { return .webp }
    return nil
  }
}
