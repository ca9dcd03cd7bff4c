import TVGuideTestSupport
import Testing

/// The built binary writing where every write fails: it ends with a sentence and status 1, or
/// status 141 after a broken pipe, and never with a trap (status 132 and a backtrace).
@Suite struct FailedWriteTests {
  private let runner = BinaryRunner(environment: ["COLUMNS": "80"])

  @Test(arguments: [["show", "82"], ["show", "82", "--json"], ["shows"]])
  func aFullDeviceEndsTheRunWithASentence(arguments: [String]) async throws {
    let result = try await runner.run(arguments, output: .fullDevice)
    #expect(result.exitCode == 1)
    #expect(result.standardError == "tvguide: standard output could not be written: the device is full.\n")
  }

  @Test func aClosedStandardOutputEndsTheRunWithASentence() async throws {
    let result = try await runner.run(["show", "82"], output: .closed)
    #expect(result.exitCode == 1)
    #expect(result.standardError == "tvguide: standard output could not be written: it is closed.\n")
  }

  @Test(arguments: [["show", "82", "--json"], ["search", "girls"]])
  func aBrokenPipeEndsTheRunQuietlyWithStatus141(arguments: [String]) async throws {
    let result = try await runner.run(arguments, output: .brokenPipe)
    #expect(result.exitCode == 141)
    #expect(result.standardError.isEmpty)
  }

  @Test func anErrorWithStandardErrorClosedEndsWithStatus1() async throws {
    let result = try await runner.run(["show", "0"], output: .captured, error: .closed)
    #expect(result.exitCode == 1)
    #expect(result.standardOutput.isEmpty)
  }

  @Test func anErrorWithStandardErrorOnAFullDeviceEndsWithStatus1() async throws {
    let result = try await runner.run(["show", "0"], output: .captured, error: .fullDevice)
    #expect(result.exitCode == 1)
  }

  @Test func aLineModeSessionWritingToAFullDeviceEndsWithASentence() async throws {
    let result = try await runner.run([], output: .fullDevice)
    #expect(result.exitCode == 1)
    #expect(result.standardError.hasSuffix("the device is full.\n"))
  }

  @Test func aNegativeShowIdIsReadAsANumber() async throws {
    let result = try await runner.run(["show", "-1"])
    #expect(result.exitCode == 1)
    #expect(result.standardError == "tvguide: There is no show with id -1.\n")
  }

  @Test func aNegativeSeasonStillReadsAfterTheId() async throws {
    let result = try await runner.run(["show", "82", "--season", "-1"])
    #expect(result.exitCode == 1)
    #expect(result.standardError.contains("-1"))
  }
}
