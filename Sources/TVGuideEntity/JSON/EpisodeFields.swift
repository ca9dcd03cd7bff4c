/// The fields of one episode as `EpisodeJSONParser` reads them, each at most once.
struct EpisodeFields {
  /// The keys `EpisodeDTO` decodes; every other key's value is skipped.
  enum Key {
    case id, name, season, number, type, airdate, airtime, airstamp, runtime, rating, other

    init(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) {
      let key = UnsafeBufferPointer(rebasing: bytes[range])
      self = Self.all.first { Self.matches(key, $0.name) }?.key ?? .other
    }

    private static let all: [(name: StaticString, key: Key)] = [
      ("id", .id), ("name", .name), ("season", .season), ("number", .number), ("type", .type),
      ("airdate", .airdate), ("airtime", .airtime), ("airstamp", .airstamp), ("runtime", .runtime),
      ("rating", .rating),
    ]

    private static func matches(_ key: UnsafeBufferPointer<UInt8>, _ name: StaticString) -> Bool {
      guard key.count == name.utf8CodeUnitCount else { return false }
      return key.elementsEqual(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    }
  }

  /// A field read once already is set, even to `nil` (the value was `null`).
  private var id: Int??
  private var season: Int??
  private var name, type, airdate, airtime, airstamp: String??
  private var number, runtime: Int??
  private var rating: RatingDTO??

  /// The episode, when the two fields it cannot do without were there.
  var episode: EpisodeDTO? {
    guard case .some(.some(let id)) = id, case .some(.some(let season)) = season else { return nil }
    return EpisodeDTO(
      id: id, name: name ?? nil, season: season, number: number ?? nil, type: type ?? nil,
      airdate: airdate ?? nil, airtime: airtime ?? nil, airstamp: airstamp ?? nil, runtime: runtime ?? nil,
      rating: rating ?? nil)
  }

  /// Reads the value of `key`; false when it is not what `EpisodeDTO` expects or came twice.
  mutating func read(_ key: Key, from reader: inout JSONByteReader) -> Bool {
    switch key {
    case .id: return Self.set(&id, reader.integer())
    case .season: return Self.set(&season, reader.integer())
    case .number: return Self.setOptional(&number, from: &reader) { $0.integer() }
    case .runtime: return Self.setOptional(&runtime, from: &reader) { $0.integer() }
    case .name: return Self.setOptional(&name, from: &reader) { $0.string() }
    case .type: return Self.setOptional(&type, from: &reader) { $0.string() }
    case .airdate: return Self.setOptional(&airdate, from: &reader) { $0.string() }
    case .airtime: return Self.setOptional(&airtime, from: &reader) { $0.string() }
    case .airstamp: return Self.setOptional(&airstamp, from: &reader) { $0.string() }
    case .rating: return Self.setOptional(&rating, from: &reader, Self.rating(from:))
    case .other: return reader.skipValue()
    }
  }

  private static func set<Value>(_ field: inout Value??, _ value: Value?) -> Bool {
    guard field == nil, let value else { return false }
    field = .some(value)
    return true
  }

  private static func setOptional<Value>(
    _ field: inout Value??, from reader: inout JSONByteReader, _ read: (inout JSONByteReader) -> Value?
  ) -> Bool {
    guard field == nil else { return false }
    if reader.consumeNull() {
      field = .some(nil)
      return true
    }
    guard let value = read(&reader) else { return false }
    field = .some(value)
    return true
  }

  /// `{"average": 7.8}` or `{"average": null}`; any other field is skipped.
  private static func rating(from reader: inout JSONByteReader) -> RatingDTO? {
    guard reader.consume(UInt8(ascii: "{")) else { return nil }
    var average: Double??
    if !reader.consume(UInt8(ascii: "}")) {
      repeat {
        guard let key = reader.key(), reader.consume(UInt8(ascii: ":")) else { return nil }
        if reader.bytes[key].elementsEqual("average".utf8) {
          guard setOptional(&average, from: &reader, { $0.double() }) else { return nil }
        } else {
          guard reader.skipValue() else { return nil }
        }
      } while reader.consume(UInt8(ascii: ","))
      guard reader.consume(UInt8(ascii: "}")) else { return nil }
    }
    return RatingDTO(average: average ?? nil)
  }
}
