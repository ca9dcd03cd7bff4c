import Foundation

/// Findings a project has accepted (`--write-baseline FILE`), so a review of an existing code
/// base reports only new ones (`--baseline FILE`). A finding is known by its rule, file,
/// enclosing declaration and the normalised text of the flagged code, never by its line or
/// message: adding lines above it, re-indenting or re-wrapping it, or rewording the rule's
/// message does not bring it back. Files are named by their path from the project root, so a
/// baseline written from one folder matches from any other. Files written before version 2
/// (keyed on the message) are still read.
package struct Baseline: Sendable, Codable, Equatable {
  /// The format this version writes.
  package static let currentVersion = 2

  /// `nil` in files written before versions were recorded.
  package var version: Int?
  package var findings: [BaselineEntry]

  /// The findings' entries, sorted, so the same findings always write the same file.
  package init(findings: [Finding]) {
    version = Self.currentVersion
    self.findings = findings.map(BaselineEntry.init).sorted {
      ($0.file, $0.rule, $0.declaration ?? "", $0.fingerprint ?? "")
        < ($1.file, $1.rule, $1.declaration ?? "", $1.fingerprint ?? "")
    }
  }

  package init(entries: [BaselineEntry]) {
    version = Self.currentVersion
    findings = entries
  }

  /// Reads a baseline; throws `ReadError` with a sentence for its author.
  package init(contentsOf url: URL) throws {
    self = try JSONFile.decode(Baseline.self, at: url, document: "a baseline")
    if let version, version > Self.currentVersion {
      throw ReadError(
        "it was written by a newer tvguide-review (format \(version)); this one reads formats up to "
          + "\(Self.currentVersion)")
    }
  }

  /// Writes the baseline whole or not at all (`AtomicFile`), never through a symbolic link;
  /// `root`: the project, whose folders on the way may not be links either.
  package func write(to url: URL, root: URL? = nil) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    try AtomicFile.write(encoder.encode(self) + Data("\n".utf8), to: url, root: root)
  }

  /// `report` with the findings the baseline holds moved to `baselined`, each entry accepting
  /// one finding, and the entries that accept none listed as stale.
  package func filtering(_ report: ReviewReport) -> ReviewReport {
    var unused = Dictionary(grouping: findings.indices) { findings[$0].key }
    var report = report
    var kept: [Finding] = []
    for finding in report.findings {
      // Entries name files from the project root; files written before did as the path was
      // typed, which is tried next.
      let keys = [
        BaselineEntry(finding).key, BaselineEntry(finding, file: finding.file).key,
        BaselineEntry.legacyKey(finding),
      ]
      if let key = keys.first(where: { unused[$0]?.isEmpty == false }) {
        unused[key]?.removeFirst()
        report.baselined.append(finding)
      } else {
        kept.append(finding)
      }
    }
    report.findings = kept
    report.staleBaselineEntries = unused.values.joined().sorted().map { findings[$0] }
    return report
  }
}
