/// One line of `GET /people/ID/castcredits?embed=show`: a part a person plays, and in which show.
///
/// TVMaze names the show and the character only by link (`_links.show.href`); the show itself
/// comes in `_embedded.show` when the request embeds it. Answers since about 2023 also carry
/// the link's `name`.
public struct PersonCastCreditDTO: Decodable, Sendable, Equatable {
  /// Whether the person plays themself (TVMaze's `self` key).
  public var isSelf: Bool?
  /// Whether the part is a voice role only (TVMaze's `voice` key).
  public var isVoice: Bool?
  /// The API address of the show, e.g. `https://api.tvmaze.com/shows/1`.
  public var showLink: String?
  /// The API address of the character, e.g. `https://api.tvmaze.com/characters/1`.
  public var characterLink: String?
  /// The character's name, when the answer's link carries it.
  public var characterName: String?
  /// The show, when the request embedded it.
  public var show: ShowDTO?

  /// The show's TVMaze id: the embedded show's, else the number that ends ``showLink``.
  public var showID: Int? {
    show?.id ?? showLink.flatMap { link in link.split(separator: "/").last.flatMap { Int($0) } }
  }

  /// Creates a credit as TVMaze would send it.
  public init(
    isSelf: Bool? = nil, isVoice: Bool? = nil, showLink: String? = nil, characterLink: String? = nil,
    characterName: String? = nil, show: ShowDTO? = nil
  ) {
    self.isSelf = isSelf
    self.isVoice = isVoice
    self.showLink = showLink
    self.characterLink = characterLink
    self.characterName = characterName
    self.show = show
  }

  private enum CodingKeys: String, CodingKey {
    case isSelf = "self"
    case isVoice = "voice"
    case links = "_links"
    case embedded = "_embedded"
  }

  private struct Link: Decodable {
    var href: String?
    var name: String?
  }

  private struct Links: Decodable {
    var show: Link?
    var character: Link?
  }

  private struct Embedded: Decodable {
    var show: ShowDTO?
  }

  /// Reads the flags, the two links and the embedded show, any of which may be missing.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    isSelf = try container.decodeIfPresent(Bool.self, forKey: .isSelf)
    isVoice = try container.decodeIfPresent(Bool.self, forKey: .isVoice)
    let links = try container.decodeIfPresent(Links.self, forKey: .links)
    showLink = links?.show?.href
    characterLink = links?.character?.href
    characterName = links?.character?.name
    show = try container.decodeIfPresent(Embedded.self, forKey: .embedded)?.show
  }
}
