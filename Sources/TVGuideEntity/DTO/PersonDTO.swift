/// A person as TVMaze sends them (`/search/people`, crew lists, `/people/ID`).
///
/// Only the id and the name are sure to be there: birthdays, countries and pictures are
/// `null` for many people, and old answers lack `updated`.
public struct PersonDTO: Codable, Sendable, Equatable {
  /// TVMaze's id of the person, the one in `/people/ID`.
  public var id: Int
  /// The person's page on tvmaze.com.
  public var url: String?
  /// The person's name.
  public var name: String
  /// The country the person comes from.
  public var country: CountryDTO?
  /// The date of birth as `YYYY-MM-DD`.
  public var birthday: String?
  /// The date of death as `YYYY-MM-DD`; `null` for the living.
  public var deathday: String?
  /// `Male`, `Female` or another word TVMaze uses; `null` when unknown.
  public var gender: String?
  /// Links to the person's portrait.
  public var image: ImageDTO?
  /// When TVMaze last changed the person, in seconds since 1970 (UTC).
  public var updated: Int?

  enum CodingKeys: String, CodingKey {
    case id, url, name, country, birthday, deathday, gender, image, updated
  }

  /// Creates a person as TVMaze would send them; only the id and the name are required.
  public init(
    id: Int, url: String? = nil, name: String, country: CountryDTO? = nil, birthday: String? = nil,
    deathday: String? = nil, gender: String? = nil, image: ImageDTO? = nil, updated: Int? = nil
  ) {
    self.id = id
    self.url = url
    self.name = name
    self.country = country
    self.birthday = birthday
    self.deathday = deathday
    self.gender = gender
    self.image = image
    self.updated = updated
  }
}

extension PersonDTO {
  /// The id must be an exact whole number; `updated` is read leniently.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decodeWholeNumber(forKey: .id)
    url = try container.decodeIfPresent(String.self, forKey: .url)
    name = try container.decode(String.self, forKey: .name)
    country = try container.decodeIfPresent(CountryDTO.self, forKey: .country)
    birthday = try container.decodeIfPresent(String.self, forKey: .birthday)
    deathday = try container.decodeIfPresent(String.self, forKey: .deathday)
    gender = try container.decodeIfPresent(String.self, forKey: .gender)
    image = try container.decodeIfPresent(ImageDTO.self, forKey: .image)
    updated = try container.decodeNumberIfPresent(Int.self, forKey: .updated)
  }
}
