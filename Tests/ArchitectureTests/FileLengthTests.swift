import Foundation
import TVGuideTestSupport
import Testing

/// The app's files stay short enough to read without losing the thread: none over 250 lines
/// in `Sources/`, and no presenter over 200, the limits docs/ARCHITECTURE.md sets.
@Suite struct FileLengthTests {
  /// Every Swift file under `Sources/`, by path from the package root, with its line count.
  private static let lengths: [String: Int] = {
    let root = PackageLayout.root
    let walker = FileManager.default.enumerator(atPath: root.appendingPathComponent("Sources").path)
    var found: [String: Int] = [:]
    while let relative = walker?.nextObject() as? String {
      guard relative.hasSuffix(".swift"), !relative.contains(".docc/") else { continue }
      let text =
        (try? String(contentsOf: root.appendingPathComponent("Sources/\(relative)"), encoding: .utf8)) ?? ""
      found["Sources/\(relative)"] = lineCount(of: text)
    }
    return found
  }()

  /// Lines as `wc -l` and an editor count them: a last line without its newline counts too.
  static func lineCount(of text: String) -> Int {
    let breaks = text.utf8.count { $0 == UInt8(ascii: "\n") }
    return text.isEmpty || text.hasSuffix("\n") ? breaks : breaks + 1
  }

  /// The files of `lengths` longer than `limit`, as `path (N lines)`.
  static func longer(than limit: Int, in lengths: [String: Int]) -> [String] {
    lengths.filter { $0.value > limit }.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value) lines)" }
  }

  @Test func noFileOfSourcesIsOver250Lines() {
    #expect(Self.lengths.count > 300)
    let long = Self.longer(than: 250, in: Self.lengths)
    #expect(long.isEmpty, "over 250 lines: \(long.joined(separator: ", "))")
  }

  /// A presenter is the file a learner reads first in a module: `…Presenter.swift` and its
  /// extensions (`…Presenter+Following.swift`) in TVGuidePresenter.
  @Test func noPresenterIsOver200Lines() {
    let presenters = Self.lengths.filter {
      $0.key.hasPrefix("Sources/TVGuidePresenter/")
        && ($0.key.hasSuffix("Presenter.swift") || $0.key.contains("Presenter+"))
    }
    #expect(presenters.count >= 6)
    let long = Self.longer(than: 200, in: presenters)
    #expect(long.isEmpty, "presenters over 200 lines: \(long.joined(separator: ", "))")
  }

  @Test func theCountIsTheEditorsAndTheLimitIsInclusive() {
    #expect(Self.lineCount(of: "") == 0)
    #expect(Self.lineCount(of: "a\nb\n") == 2)
    #expect(Self.lineCount(of: "a\nb") == 2)
    #expect(Self.longer(than: 2, in: ["A.swift": 2, "B.swift": 3]) == ["B.swift (3 lines)"])
  }
}
