import Testing
import TextUIKit

@Suite struct LineCommandTests {
  @Test func slashSetsOrClearsTheSearch() {
    #expect(LineCommand(line: "/thrones") == .action(.replaceSearchText("thrones")))
    #expect(LineCommand(line: "/game of") == .action(.replaceSearchText("game of")))
    #expect(LineCommand(line: "/") == .action(.replaceSearchText("")))
  }

  @Test func numbersOpenRows() {
    #expect(LineCommand(line: " 12 ") == .action(.openRow(number: 12)))
    #expect(LineCommand(line: "0") == .action(.openRow(number: 0)))
    #expect(LineCommand(line: "-3") == .action(.openRow(number: -3)))
  }

  @Test func words() {
    #expect(LineCommand(line: "back") == .action(.back))
    #expect(LineCommand(line: "MORE") == .action(.loadMore))
    #expect(LineCommand(line: "quit") == .action(.quit))
    #expect(LineCommand(line: "retry") == .action(.retry))
    #expect(LineCommand(line: " Cast ") == .action(.openCast))
    #expect(LineCommand(line: "help") == .help)
    #expect(LineCommand(line: "dance") == .unknown("dance"))
  }

  @Test func statusNamesAFilterAsTyped() {
    #expect(LineCommand(line: "status running") == .action(.setFilter("running")))
    #expect(LineCommand(line: " STATUS  To Be Determined ") == .action(.setFilter("To Be Determined")))
    #expect(LineCommand(line: "status nonsense") == .action(.setFilter("nonsense")))
    #expect(LineCommand(line: "status") == .unknown("status"))
    #expect(LineCommand(line: "statuses running") == .unknown("statuses running"))
  }

  /// `follow` and `watched` with arguments they cannot take are one line naming the command,
  /// echoed without its control characters (issue 37), not the help.
  @Test func followOrWatchedWithBadArgumentsIsOneLineNamingTheCommand() {
    #expect(
      LineCommand(line: "follow abc")
        == .invalid(
          "follow abc: name a row by its number, as in follow 3, or nothing for the show on screen."))
    #expect(
      LineCommand(line: " watched ")
        == .invalid("watched: name one episode of the show on screen, as in watched S01E05."))
    #expect(
      LineCommand(line: "unwatched S01E01 \u{1B}[2J")
        == .invalid("unwatched S01E01: name one episode of the show on screen, as in watched S01E05."))
    #expect(LineCommand(line: "follow 999") == .action(.toggleFollow(row: 999)))
    #expect(LineCommand(line: "watched S09E01") == .action(.toggleWatched(episode: "S09E01")))
  }

  @Test func theHelpIsOneLine() {
    #expect(!LineCommand.helpText.contains("\n"))
  }

  @Test func saysWhyWhenARowOrMoreChangedNothing() {
    #expect(
      LineCommand.notice(whenUnchangedBy: .openRow(number: 999)) == "There is no row 999 on this screen.")
    #expect(LineCommand.notice(whenUnchangedBy: .loadMore) == "There is nothing more to load.")
  }

  @Test func saysSoWhenAnyCommandButARepeatedSearchChangedNothing() {
    #expect(LineCommand.notice(whenUnchangedBy: .back) == "There is no screen to go back to.")
    #expect(LineCommand.notice(whenUnchangedBy: .retry) == "Retrying changed nothing.")
    #expect(LineCommand.notice(whenUnchangedBy: .setFilter("all")) == "The status filter is unchanged.")
    #expect(LineCommand.notice(whenUnchangedBy: .replaceSearchText(" ")) == "There is no search to clear.")
    #expect(LineCommand.notice(whenUnchangedBy: .replaceSearchText("girls")) == nil)
  }
}
