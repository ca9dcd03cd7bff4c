import Foundation
import Testing

/// Outputs of a built binary kept as files under `Snapshots/` next to the test file: text
/// compared byte for byte, JSON also value for value. Only `TVGUIDE_RECORD_SNAPSHOTS=1`
/// writes them, so an output never changes without someone asking for it.
public struct OutputSnapshot: Sendable {
  public static let recordVariable = "TVGUIDE_RECORD_SNAPSHOTS"
  public let folder: URL

  public init(filePath: String = #filePath) {
    folder = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
  }

  public static var isRecording: Bool { ProcessInfo.processInfo.environment[recordVariable] == "1" }

  /// Text that must not change by a single byte.
  public func checkText(
    _ output: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let actual = Data(output.utf8)
    guard let expected = stored(name, recording: actual, sourceLocation: sourceLocation) else { return }
    if actual != expected {
      Issue.record(
        "The output differs from Snapshots/\(name): \(FirstDifference.line(expected, actual))",
        sourceLocation: sourceLocation)
    }
  }

  /// JSON that must hold the same values (compared after `JSONSerialization`) and keep the
  /// same bytes; each is its own failure, so a new layout reads apart from a changed value.
  public func checkJSON(
    _ output: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let actual = Data(output.utf8)
    guard let expected = stored(name, recording: actual, sourceLocation: sourceLocation) else { return }
    let sameValues = checkValues(actual, expected, named: name, sourceLocation: sourceLocation)
    guard actual != expected else { return }
    let verdict = sameValues ? "the values are the same, only the layout changed" : "the values changed too"
    Issue.record(
      "The JSON's bytes differ from Snapshots/\(name) (\(verdict)): \(FirstDifference.line(expected, actual))",
      sourceLocation: sourceLocation)
  }

  /// A value too big to keep whole, kept as its length and FNV-1a digest.
  public func checkDigest(
    _ output: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let bytes = Data(output.utf8)
    let summary = Data("\(bytes.count) bytes, FNV-1a 64 \(FNV1aDigest(of: bytes))\n".utf8)
    guard let expected = stored(name, recording: summary, sourceLocation: sourceLocation) else { return }
    if summary != expected {
      let (then, now) = (String(decoding: expected, as: UTF8.self), String(decoding: summary, as: UTF8.self))
      Issue.record(
        "The output differs from the one summed up in Snapshots/\(name): \(then) then, \(now) now",
        sourceLocation: sourceLocation)
    }
  }

  /// A JSON value made by the test (an excerpt of a bigger output), compared value for value.
  public func checkValue(_ value: Any, named name: String, sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    let actual = try JSONSerialization.data(withJSONObject: value, options: [.prettyPrinted, .sortedKeys])
    guard let expected = stored(name, recording: actual, sourceLocation: sourceLocation) else { return }
    checkValues(actual, expected, named: name, sourceLocation: sourceLocation)
  }

  @discardableResult
  private func checkValues(
    _ actual: Data, _ expected: Data, named name: String, sourceLocation: SourceLocation
  )
    -> Bool
  {
    do {
      let expectedValue = try JSONSerialization.jsonObject(with: expected, options: .fragmentsAllowed)
      let actualValue = try JSONSerialization.jsonObject(with: actual, options: .fragmentsAllowed)
      guard !JSONValues.areEqual(expectedValue, actualValue) else { return true }
      let difference = FirstDifference.value(expectedValue, actualValue) ?? "somewhere"
      Issue.record(
        "The JSON's values differ from Snapshots/\(name): \(difference)", sourceLocation: sourceLocation)
    } catch {
      Issue.record("The output or Snapshots/\(name) is not JSON: \(error)", sourceLocation: sourceLocation)
    }
    return false
  }

  /// The kept bytes of `name`; nil, with the test failed, when there are none or when recording.
  private func stored(_ name: String, recording actual: Data, sourceLocation: SourceLocation) -> Data? {
    let file = folder.appendingPathComponent(name)
    guard !Self.isRecording else {
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try actual.write(to: file, options: .atomic)
        Issue.record(
          "Recorded Snapshots/\(name): review the diff, then run again without \(Self.recordVariable).",
          sourceLocation: sourceLocation)
      } catch {
        Issue.record("Could not record Snapshots/\(name): \(error)", sourceLocation: sourceLocation)
      }
      return nil
    }
    guard let data = try? Data(contentsOf: file) else {
      Issue.record(
        "There is no Snapshots/\(name); record it with \(Self.recordVariable)=1 and review it.",
        sourceLocation: sourceLocation)
      return nil
    }
    return data
  }
}
