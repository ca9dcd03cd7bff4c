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

  /// A show's poster on a card drawn with its initials. The card shows while the poster loads
  /// and stays when there is none: the data links none (no picture is asked for), or the server
  /// has none to give (`/posters/ID` then answers an empty picture). So a poster that cannot
  /// be had never shows a broken picture or its alt text spilling over the page. The card is
  /// decoration (the show's name is beside it as text): hidden from screen readers, its
  /// picture's alt empty. Its colour is one of a few, by the show's id, so neighbours differ.
  static func posterCard(
    showID: Int, address: URL?, initials: String, size: PosterCardSize
  ) -> Node {
    .element(
      named: "span",
      nodes: [
        .safeAttribute("class", "poster \(size.className) hue-\(showID % PosterCardSize.hues)"),
        .safeAttribute("aria-hidden", "true"),
        .element(named: "span", nodes: [.safeAttribute("class", "initials"), .safeText(initials)]),
        .unwrap(WebAddress.checked(address)) { _ in
          .selfClosedElement(
            named: "img",
            attributes: [
              .safe("src", WebRouter().address(of: .poster(showID: showID))), .safeKeepingEmpty("alt", ""),
              .safe("width", String(size.width)), .safe("height", String(size.height)),
            ] + (size.loadsLazily ? [.safe("loading", "lazy")] : []))
        },
      ])
  }
}
