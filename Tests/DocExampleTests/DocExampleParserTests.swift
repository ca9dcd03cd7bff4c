import Testing

/// Reading examples and their comments out of Markdown.
@Suite struct DocExampleParserTests {
  @Test func aBlockOfCommandsIsAnExampleWithEachOutputUnderItsCommand() throws {
    let text = """
      Intro.

      ```
      $ tvguide show 1; echo "exit status $?"
      tvguide: There is no show with id 1.
      exit status 1
      $ tvguide search girls
      …
      ```
      """
    let examples = try DocExampleParser.examples(in: text, file: "README.md")
    try #require(examples.count == 1)
    #expect(examples[0].location == "README.md:4")
    #expect(
      examples[0].steps == [
        DocExampleStep(
          command: #"tvguide show 1; echo "exit status $?""#, line: 4,
          expectedOutput: ["tvguide: There is no show with id 1.", "exit status 1"]),
        DocExampleStep(command: "tvguide search girls", line: 7, expectedOutput: ["…"]),
      ])
  }

  @Test func blocksWithoutCommandsAreNotExamples() throws {
    let text = "```sh\nswift run tvguide    # the app\n```\n\n```swift\nlet x = \"$ 1\"\n```\n"
    #expect(try DocExampleParser.examples(in: text, file: "README.md").isEmpty)
  }

  @Test func anIndentedFenceInAListItemIsRead() throws {
    let text = "- A limit.\n\n  ```\n  $ tvguide show 82\n  Game of Thrones\n  ```\n"
    let examples = try DocExampleParser.examples(in: text, file: "README.md")
    #expect(examples.first?.steps.first?.expectedOutput == ["Game of Thrones"])
  }

  @Test func theCommentAboveABlockSaysHowItRuns() throws {
    let text = """
      <!-- example not compared: the timings differ on every run -->
      ```
      $ scripts/benchmark
      ```

      <!-- example server: /shows/82 invalid-json; * server-error -->
      ```
      $ tvguide show 82 --source tvmaze
      ```

      <!-- example server: accepts no connection -->
      ```
      $ tvguide show 82 --source tvmaze --connect-timeout 1
      ```

      <!-- example package: Examples -->
      ```
      $ swift run --package-path Examples fetch-seasons
      ```
      """
    let examples = try DocExampleParser.examples(in: text, file: "README.md")
    #expect(
      examples.map(\.directive) == [
        .notCompared(reason: "the timings differ on every run"),
        .serverFaults([
          DocServerFault(path: "/shows/82", name: "invalid-json"),
          DocServerFault(path: "*", name: "server-error"),
        ]),
        .unacceptingServer, .examplesPackage,
      ])
    #expect(examples[0].reasonNotCompared == "the timings differ on every run")
    #expect(examples[1].reasonNotCompared == nil)
  }

  @Test(arguments: [
    ("<!-- example not compared: -->\n```\n$ a\n```\n", 1, "needs a reason"),
    ("<!-- example server: /shows/82 on-fire -->\n```\n$ a\n```\n", 1, "unknown server fault"),
    ("<!-- example skip -->\n```\n$ a\n```\n", 1, "unknown example comment"),
    ("<!-- example not compared: why -->\nSome text.\n```\n$ a\n```\n", 1, "right above"),
    ("<!-- example not compared: why -->\n```\nno command\n```\n", 1, "right above"),
    ("```\n$ a\n", 1, "never closed"),
    ("```\noutput\n$ a\n```\n", 2, "above the block's first"),
  ])
  func aMistakeInAnExampleIsAnErrorWithItsLine(text: String, line: Int, message: String) {
    #expect {
      try DocExampleParser.examples(in: text, file: "README.md")
    } throws: { error in
      guard let error = error as? DocExampleSyntaxError else { return false }
      return error.line == line && error.message.contains(message)
    }
  }
}
