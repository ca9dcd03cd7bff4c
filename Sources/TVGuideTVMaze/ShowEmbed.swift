/// What `GET /shows/ID?embed=…` can add to a show that `ShowEmbeddedDTO` reads.
public enum ShowEmbed: String, Sendable, Hashable, CaseIterable {
  /// Every episode, in `ShowEmbeddedDTO.episodes`.
  case episodes
  /// The next episode to air, in `ShowEmbeddedDTO.nextEpisode`.
  case nextEpisode = "nextepisode"
  /// The latest episode that aired, in `ShowEmbeddedDTO.previousEpisode`.
  case previousEpisode = "previousepisode"
}
