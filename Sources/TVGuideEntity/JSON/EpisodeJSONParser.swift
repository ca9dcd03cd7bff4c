/// Reads TVMaze episodes straight from their JSON bytes, the fields `EpisodeDTO` keeps and
/// nothing else made: `JSONDecoder` builds a tree of every value first, which for a daily show
/// of 15 000 episodes was a third of `tvguide show`'s time.
///
/// It reads only plain JSON of the episode shape and answers `nil` for anything else (a
/// malformed list, a missing id, a number where a string belongs, an escaped key, a repeated
/// field, a whole number written `1.0`, `1e3` or past `Int`, which `JSONDecoder` reads
/// leniently through `EpisodeDTO`): callers then decode those bytes with `JSONDecoder`, which reads what is merely
/// unusual and throws the error the user sees for what is wrong. So the parser never decides
/// an outcome `JSONDecoder` would not; the fuzz harness checks that the two agree.
public struct EpisodeJSONParser: Sendable {
  /// Creates a parser; it keeps no state between calls.
  public init() {}

  /// The episodes of a JSON array.
  public func episodes(in bytes: UnsafeBufferPointer<UInt8>) -> [EpisodeDTO]? {
    var reader = JSONByteReader(bytes)
    guard reader.consume(UInt8(ascii: "[")) else { return nil }
    var episodes: [EpisodeDTO] = []
    if !reader.consume(UInt8(ascii: "]")) {
      repeat {
        guard let episode = episode(from: &reader) else { return nil }
        episodes.append(episode)
      } while reader.consume(UInt8(ascii: ","))
      guard reader.consume(UInt8(ascii: "]")) else { return nil }
    }
    reader.skipWhitespace()
    return reader.isAtEnd ? episodes : nil
  }

  /// The episode of one JSON object, with nothing but whitespace around it.
  public func episode(in bytes: UnsafeBufferPointer<UInt8>) -> EpisodeDTO? {
    var reader = JSONByteReader(bytes)
    guard let episode = episode(from: &reader) else { return nil }
    reader.skipWhitespace()
    return reader.isAtEnd ? episode : nil
  }

  /// The episode of the JSON object that starts at `start`, and the index just past it: the
  /// bundled catalog reads a list's episodes where they lie in its buffer.
  public func episode(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (
    episode: EpisodeDTO, end: Int
  )? {
    var reader = JSONByteReader(bytes, from: start)
    guard let episode = episode(from: &reader) else { return nil }
    return (episode, reader.position)
  }

  private func episode(from reader: inout JSONByteReader) -> EpisodeDTO? {
    guard reader.consume(UInt8(ascii: "{")) else { return nil }
    var fields = EpisodeFields()
    if !reader.consume(UInt8(ascii: "}")) {
      repeat {
        guard let key = reader.key(), reader.consume(UInt8(ascii: ":")),
          fields.read(EpisodeFields.Key(key, in: reader.bytes), from: &reader)
        else { return nil }
      } while reader.consume(UInt8(ascii: ","))
      guard reader.consume(UInt8(ascii: "}")) else { return nil }
    }
    return fields.episode
  }
}
