/// What the app promises about text it prints: no character that a terminal acts on.
///
/// The same set `TerminalTextSanitizer` removes, written out independently so that a
/// sanitizer that forgets one is caught rather than trusted.
public enum TerminalSafety {
  /// The first scalar of `text` a terminal could act on, if any.
  public static func firstControl(in text: String, allowingNewlines: Bool) -> Unicode.Scalar? {
    text.unicodeScalars.first { scalar in
      switch scalar.value {
      case 0x0A: !allowingNewlines
      case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: true
      default: false
      }
    }
  }

  /// Stops the run when `text` holds a control; `what` names the text in the message.
  public static func require(_ text: String, allowingNewlines: Bool, _ what: @autoclosure () -> String) {
    guard let control = firstControl(in: text, allowingNewlines: allowingNewlines) else { return }
    let code = String(control.value, radix: 16, uppercase: true)
    Invariant.require(false, "\(what()) holds U+\(code): \(text.debugDescription)")
  }

  /// Checks every string anywhere inside `value` (a view model, a document), found by
  /// reflection so that a field added later is checked too. Only fields named in
  /// `multilineFields` may hold line breaks.
  public static func requireEveryString(
    in value: Any, multilineFields: Set<String> = [], path: String = "value"
  ) {
    if let text = value as? String {
      let field = path.split(separator: ".").last.map(String.init) ?? path
      require(text, allowingNewlines: multilineFields.contains(field), path)
      return
    }
    for (index, child) in Mirror(reflecting: value).children.enumerated() {
      let name = child.label.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 } ?? "\(index)"
      requireEveryString(in: child.value, multilineFields: multilineFields, path: "\(path).\(name)")
    }
  }
}
