import Foundation
import TVGuideTestSupport
import Testing

/// The command tables of the README and docs/ against the commands themselves (issue 37): the
/// README documented `calendar … [-o FILE]` while the command knew only `-f`.
@Suite struct CommandTableTests {
  private let tvguide = BinaryRunner(environment: ["COLUMNS": "200"])

  /// Every line of a command table (`tvguide calendar --ics [--days N] [-o FILE]   the …`)
  /// names a command that exists, and every flag it shows is in that command's help.
  @Test func everyCommandAndFlagOfTheTablesIsInTheHelp() async throws {
    let rows = try CommandTable.rows(in: CommandTable.documents())
    #expect(rows.count >= 18, "the tables were found")
    var helps: [[String]: String] = [:]
    for row in rows {
      if helps[row.command] == nil {
        let result = try await tvguide.run(row.command + ["--help"])
        #expect(result.exitCode == 0, "\(row.line): tvguide \(row.command.joined(separator: " ")) exists")
        helps[row.command] = result.standardOutput
      }
      for flag in row.flags {
        let help = helps[row.command] ?? ""
        #expect(help.contains("\(flag) ") || help.contains("\(flag),"), "\(row.line): \(flag) is in its help")
      }
    }
  }

  /// Every subcommand `tvguide --help` lists has a line in a table.
  @Test func everyCommandOfTheHelpIsInATable() async throws {
    let documented = Set(try CommandTable.rows(in: CommandTable.documents()).compactMap(\.command.first))
    let help = try await tvguide.run(["--help"]).standardOutput
    let section = try #require(help.components(separatedBy: "SUBCOMMANDS:").last)
    let commands = section.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("  "), let word = line.split(separator: " ").first else { return nil }
      return word.allSatisfy(\.isLowercase) ? String(word) : nil
    }
    #expect(commands.count >= 14)
    #expect(
      Set(commands).subtracting(documented).isEmpty,
      "not in a table: \(Set(commands).subtracting(documented))")
  }
}

/// The rows of the command tables in the README and docs/: lines of fenced blocks that start
/// with `tvguide ` (examples start with `$ `), read up to the description.
private enum CommandTable {
  struct Row {
    let line: String
    /// The subcommand's words, `["cache", "info"]`.
    let command: [String]
    /// The flags it shows, `["--ics", "--days", "-o"]`.
    let flags: [String]
  }

  static func documents() throws -> [String] {
    let docs = PackageLayout.root.appendingPathComponent("docs")
    let pages =
      (try? FileManager.default.contentsOfDirectory(at: docs, includingPropertiesForKeys: nil)) ?? []
    let files =
      [PackageLayout.root.appendingPathComponent("README.md")] + pages.filter { $0.pathExtension == "md" }
    return try files.map { try String(contentsOf: $0, encoding: .utf8) }
  }

  static func rows(in documents: [String]) -> [Row] {
    documents.flatMap { text -> [Row] in
      var inFence = false
      var rows: [Row] = []
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        if line.hasPrefix("```") { inFence.toggle() }
        guard inFence, line.hasPrefix("tvguide "), !line.hasPrefix("tvguide-") else { continue }
        rows.append(row(String(line)))
      }
      return rows
    }
  }

  /// The part before the description (two spaces or more), split into words: the leading
  /// lowercase words after `tvguide` are the command, the words starting with `-` its flags.
  private static func row(_ line: String) -> Row {
    let usage = line.components(separatedBy: "  ").first ?? line
    let words = usage.split(separator: " ").dropFirst().map {
      $0.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
    }
    let command = Array(words.prefix { $0.allSatisfy(\.isLowercase) && !$0.isEmpty })
    let flags = words.filter { $0.hasPrefix("-") }.map {
      $0.split(separator: "|").first.map(String.init) ?? $0
    }
    return Row(line: line, command: command, flags: flags)
  }
}
