/// The version printed by `--version` and sent as the user agent to TVMaze.
enum TVGuideVersion {
  static let current = "0.1.0"
}
