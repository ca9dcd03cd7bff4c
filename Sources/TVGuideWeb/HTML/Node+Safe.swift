import Foundation
import Plot

extension Node {
  /// `text` as element content, escaped whatever it holds.
  static func safeText(_ text: String) -> Node {
    .raw(HTMLEscaping.escape(text))
  }

  /// An attribute whose value is escaped whatever it holds.
  static func safeAttribute(_ name: String, _ value: String) -> Node {
    .attribute(named: name, value: HTMLEscaping.escape(value), ignoreIfValueIsEmpty: false)
  }

  /// A show's poster from the data's `address`, or nothing when it is not a web address: loaded
  /// as it nears the screen, and sized, so the page does not move as posters arrive.
  static func poster(_ address: URL?, of name: String, width: Int, height: Int) -> Node {
    .unwrap(WebAddress.checked(address)) { source in
      .selfClosedElement(
        named: "img",
        attributes: [
          .safe("src", source), .safe("loading", "lazy"), .safe("alt", "Poster of \(name)"),
          .safe("width", String(width)), .safe("height", String(height)),
        ])
    }
  }

}
