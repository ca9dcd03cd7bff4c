import TVGuideWeb

/// A page of the server's own, outside every module: a title and one sentence.
enum PlainPage {
  static func encoded(status: Int, title: String, sentence: String) -> EncodedPage {
    EncodedPage(
      WebDocument(
        status: status,
        html: """
          <!DOCTYPE html><html lang="en"><head><meta charset="UTF-8"><title>\(title) · TV Guide</title>\
          <link rel="stylesheet" href="/static/tvguide.css"></head><body><main><h1>\(title)</h1>\
          <p>\(HTMLEscaping.escape(sentence))</p><p><a href="/">All shows</a></p></main></body></html>
          """))
  }
}
