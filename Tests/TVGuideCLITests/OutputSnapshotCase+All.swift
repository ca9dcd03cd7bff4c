import Foundation

extension OutputSnapshotCase {
  /// Every command line of the end-to-end tests that answers from bundled or hand-made data
  /// with status 0. Left out: runs against the loopback TVMaze (their output depends on the
  /// store and the clock), failing runs (their one sentence is compared whole where they are
  /// tested), the full-screen app, and the 15 000-episode show (OutputSnapshotTests keeps a
  /// digest of it).
  static let all: [OutputSnapshotCase] =
    commands + lineMode + statusFilter + episodesHeld + everyBundledShowAsJSON + defaultWidth + hostile

  /// TVGuideCommandTests. Sanitizer builds leave out the web server, and so `serve` from the
  /// help: its snapshot is the plain build's.
  static let commands =
    help + [
      OutputSnapshotCase(["shows"], columns: 80, snapshot: "shows-80"),
      OutputSnapshotCase(["search", "girls"], columns: 80, snapshot: "search-girls-80"),
      OutputSnapshotCase(
        ["search", "\u{1B}[31mgi\u{1}rls\u{1B}[0m"], columns: 80, snapshot: "search-girls-80"),
      OutputSnapshotCase(["search", "star"], columns: 80, snapshot: "search-star-80"),
      OutputSnapshotCase(["search", "aoeu", "htns"], columns: 80, snapshot: "search-no-match-80"),
      OutputSnapshotCase(["show", "82"], columns: 80, snapshot: "show-82-80"),
      OutputSnapshotCase(["show", "83", "--season", "3"], columns: 80, snapshot: "show-83-season-3-80"),
      OutputSnapshotCase(["show", "83"], columns: 40, snapshot: "show-83-40"),
    ]

  private static let help = [OutputSnapshotCase(["--help"], columns: 80, snapshot: "help-80")]

  /// LineModeTests (one round of its forty), with StatusFilterCLITests' line-mode runs below.
  static let lineMode = [
    ("/thrones\n1\nback\nquit\n", "line-mode-thrones"),
    ("/girls\n", "line-mode-girls-then-end-of-input"),
    ("dance\n/house\nquit\n", "line-mode-unknown-command"),
    ("/thr\u{1B}[31mones\n", "line-mode-escape-in-search"),
    ("/house\n/\n", "line-mode-slash-clears"),
    ("more\n", "line-mode-more"),
    ("/thrones\n1\nback\n/girls\n/\n", "line-mode-round"),
    ("/thrones\n99\n0\nmore\n", "line-mode-nothing-changes"),
    ("status running\n/house\nstatus all\nstatus soon\nhelp\n", "line-mode-status"),
    ("status in-development\nmore\n", "line-mode-status-more"),
  ].map { OutputSnapshotCase([], columns: 80, input: $0.0, snapshot: $0.1) }

  /// StatusFilterCLITests.
  static let statusFilter =
    [
      OutputSnapshotCase(["shows", "--status", "running", "--json"], columns: 80, snapshot: "shows-running"),
      OutputSnapshotCase(["shows", "--status", "Running"], columns: 80, snapshot: "shows-running-80"),
      OutputSnapshotCase(
        ["shows", "--status", "in-development", "--json"], columns: 80, snapshot: "shows-in-development"),
      OutputSnapshotCase(
        ["shows", "--status", "In Development", "--json"], columns: 80, snapshot: "shows-in-development"),
      OutputSnapshotCase(
        ["shows", "--status", "ALL", "--page", "1"], columns: 80, snapshot: "shows-page-1-80"),
      OutputSnapshotCase(["shows", "--page", "1"], columns: 80, snapshot: "shows-page-1-80"),
      OutputSnapshotCase(["search", "girls", "--json"], columns: 80, snapshot: "search-girls"),
      OutputSnapshotCase(
        ["search", "girls", "--status", "tbd", "--json"], columns: 80, snapshot: "search-girls-tbd"),
      OutputSnapshotCase(
        ["search", "girls", "--status", "to-be-determined"], columns: 80, snapshot: "search-girls-tbd-80"),
      OutputSnapshotCase(
        ["search", "girls", "--status", "running"], columns: 80, snapshot: "search-girls-running-80"),
    ]
    + (0...2).map {
      OutputSnapshotCase(
        ["shows", "--status", "ended", "--page", "\($0)", "--json"], columns: 80,
        snapshot: "shows-ended-page-\($0)")
    }

  /// EpisodesHeldCLITests.
  static let episodesHeld = [
    OutputSnapshotCase(["show", "527"], columns: 100, snapshot: "show-527-100"),
    OutputSnapshotCase(["show", "527", "--json"], columns: 100, snapshot: "show-527"),
    OutputSnapshotCase(["shows", "--with-episodes"], columns: 100, snapshot: "shows-with-episodes-100"),
    OutputSnapshotCase(
      ["shows", "--with-episodes", "--json"], columns: 100, snapshot: "shows-with-episodes"),
    OutputSnapshotCase(["shows"], columns: 100, snapshot: "shows-100"),
    OutputSnapshotCase(["shows", "--help"], columns: 100, snapshot: "shows-help-100"),
  ]

  /// ShowJSONTests: every show whose episodes are bundled.
  static var everyBundledShowAsJSON: [OutputSnapshotCase] {
    ((try? BundledCatalogFiles.showIDsWithEpisodes()) ?? []).map {
      OutputSnapshotCase(["show", "\($0)", "--json"], snapshot: "show-\($0)")
    }
  }

  /// SourceOptionsTests and the bundled halves of TVMazeSourceCLITests: no COLUMNS, and a wide one.
  static let defaultWidth = [
    OutputSnapshotCase(["show", "82"], snapshot: "show-82-default-width"),
    OutputSnapshotCase(
      ["show", "82"], environment: ["TVGUIDE_API_URL": "not an address"], snapshot: "show-82-default-width"),
    OutputSnapshotCase(["search", "girls"], snapshot: "search-girls-default-width"),
    OutputSnapshotCase(["shows", "--page", "1"], columns: 160, snapshot: "shows-page-1-160"),
  ]

  /// HostileDataTests.
  static let hostile = [
    ["shows"], ["shows", "--json"], ["show", "5"], ["show", "5", "--json"], ["search", "evil"],
    ["show", "6"],
    ["show", "7", "--json"],
  ].map {
    OutputSnapshotCase(
      $0, columns: 80, catalog: .hostile,
      snapshot: "hostile-" + $0.filter { $0 != "--json" }.joined(separator: "-"))
  }
}
