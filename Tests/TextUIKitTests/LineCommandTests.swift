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
    #expect(LineCommand(line: "0") == .unknown("0"))
    #expect(LineCommand(line: "-3") == .unknown("-3"))
  }

  @Test func words() {
    #expect(LineCommand(line: "back") == .action(.back))
    #expect(LineCommand(line: "MORE") == .action(.loadMore))
    #expect(LineCommand(line: "quit") == .action(.quit))
    #expect(LineCommand(line: "retry") == .action(.retry))
    #expect(LineCommand(line: "help") == .help)
    #expect(LineCommand(line: "dance") == .unknown("dance"))
  }

  @Test func theHelpIsOneLine() {
    #expect(!LineCommand.helpText.contains("\n"))
  }
}
