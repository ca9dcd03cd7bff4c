import Foundation

/// Where two outputs first part, said in a sentence a failing test can print.
public enum FirstDifference {
  /// The first line that differs, both versions shortened.
  public static func line(_ expected: Data, _ actual: Data) -> String {
    let old = expected.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    let new = actual.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    guard let index = old.indices.first(where: { $0 < new.count && old[$0] != new[$0] }) else {
      return
        "lines 1 to \(min(old.count, new.count)) agree; \(old.count) lines were expected, \(new.count) came "
        + "(\(expected.count) bytes expected, \(actual.count) came)"
    }
    return "line \(index + 1) was \(shortened(old[index])), is \(shortened(new[index]))"
  }

  /// The path of the first value that differs (`$.seasons[2].episodes[0].name`), or nil when
  /// none does.
  public static func value(_ expected: Any, _ actual: Any, at path: String = "$") -> String? {
    if let old = expected as? [String: Any], let new = actual as? [String: Any] {
      return member(old, new, at: path)
    }
    if let old = expected as? [Any], let new = actual as? [Any] {
      guard old.count == new.count else { return "\(path) had \(old.count) elements, has \(new.count)" }
      return zip(old, new).enumerated().lazy.compactMap { value($1.0, $1.1, at: "\(path)[\($0)]") }.first
    }
    return JSONValues.areEqual(expected, actual) ? nil : "\(path) was \(expected), is \(actual)"
  }

  private static func member(_ old: [String: Any], _ new: [String: Any], at path: String) -> String? {
    let keys = Set(old.keys).symmetricDifference(new.keys).sorted()
    if let key = keys.first {
      return "\(path).\(key) \(old[key] == nil ? "was not there" : "is gone")"
    }
    return old.sorted { $0.key < $1.key }.lazy.compactMap { key, oldValue in
      new[key].flatMap { value(oldValue, $0, at: "\(path).\(key)") }
    }.first
  }

  private static func shortened(_ line: Data) -> String {
    let text = String(decoding: line, as: UTF8.self)
    return "\"" + (text.count > 120 ? text.prefix(117) + "..." : text) + "\""
  }
}
