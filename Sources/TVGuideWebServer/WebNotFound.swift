import TVGuideWeb

/// The page of an address outside the routes.
enum WebNotFound {
  static let page = EncodedPage(
    WebDocument(
      status: 404,
      html: """
        <!DOCTYPE html><html lang="en"><head><meta charset="UTF-8"><title>Not found · TV Guide</title>\
        <link rel="stylesheet" href="/static/tvguide.css"></head><body><main><h1>Not found</h1>\
        <p>There is no page at this address.</p><p><a href="/">All shows</a></p></main></body></html>
        """))
}
