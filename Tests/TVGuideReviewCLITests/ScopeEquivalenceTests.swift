import Foundation
import TVGuideTestSupport
import Testing

/// A folder reviewed alone, the whole project with that folder asked for, and the changes of a
/// commit that touches it give the same findings for its files.
@Suite struct ScopeEquivalenceTests {
  let review = BinaryRunner(executable: "tvguide-review")

  private static let files = [
    "App/Base/BaseController.swift": "class BaseController: UIViewController {}\n",
    "App/Home/HomeController.swift": "final class HomeController: BaseController {\n  func load() {}\n}\n",
    "App/Home/HomeCell.swift":
      "final class HomeCell: UITableViewCell {\n  var delegate: HomeCellDelegate?\n}\n",
    "App/Home/HomeCellDelegate.swift": "protocol HomeCellDelegate: AnyObject {}\n",
    // Its code reaches the network, so a screen calling it is sure to be reaching data.
    "App/Network/NetworkManager.swift":
      "final class NetworkManager {\n  static let shared = NetworkManager()\n"
      + "  func fetch() { URLSession.shared.dataTask(with: URL(fileURLWithPath: \"/\")).resume() }\n}\n",
  ]

  private func git(_ arguments: [String], in folder: URL) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", folder.path, "-c", "user.email=t@t", "-c", "user.name=t"] + arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
  }

  private func findings(_ result: BinaryRunner.Result) throws -> [String] {
    let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
    let findings = try #require(object?["findings"] as? [[String: Any]])
    return findings.map { "\($0["file"] ?? ""):\($0["line"] ?? "") \($0["rule"] ?? "")" }.sorted()
  }

  @Test func folderWholeProjectAndChangedSinceAgree() async throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("scope-\(UUID())")
    defer { try? FileManager.default.removeItem(at: root) }
    for (path, text) in Self.files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    try git(["init", "-q"], in: root)
    try git(["add", "-A"], in: root)
    try git(["commit", "-qm", "base"], in: root)
    // The commit under review touches the Home folder: a controller that now fetches.
    let controller = root.appendingPathComponent("App/Home/HomeController.swift")
    try Data(
      "final class HomeController: BaseController {\n  func load() { NetworkManager.shared.fetch() }\n}\n"
        .utf8
    )
    .write(to: controller)
    try Data(
      "final class HomeCell: UITableViewCell {\n  var delegate: HomeCellDelegate?\n  var x = 1\n}\n".utf8
    )
    .write(to: root.appendingPathComponent("App/Home/HomeCell.swift"))
    try git(["commit", "-qam", "fetch"], in: root)

    let folder = try await review.run([root.appendingPathComponent("App/Home").path, "--format", "json"])
    let whole = try await review.run([root.path, "--format", "json"])
    let changed = try await review.run([
      "--changed-since", "HEAD~1", "--project-root", root.path, "--format", "json",
    ])
    let folderFindings = try findings(folder)
    #expect(folderFindings.count == 2)
    let home = root.appendingPathComponent("App/Home").path
    #expect(try findings(whole).filter { $0.hasPrefix(home) } == folderFindings)
    #expect(try findings(changed) == folderFindings)
    let lines = try await review.run([
      "--changed-since", "HEAD~1", "--changed-lines-only", "--project-root", root.path, "--format", "json",
    ])
    #expect(
      try findings(lines).map { $0.components(separatedBy: "/").last ?? "" } == [
        "HomeController.swift:2 view-does-work"
      ])
  }
}
