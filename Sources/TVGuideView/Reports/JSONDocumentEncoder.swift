import TVGuidePresenter

/// Encodes presenter documents as stable, readable JSON (keys sorted, slashes unescaped),
/// written directly rather than through `JSONEncoder`, which builds the whole tree of a
/// document before it writes: for a show of 100 000 episodes, several times the text's size.
struct JSONDocumentEncoder {
  func string(for document: some JSONWritable) -> String {
    var writer = JSONDocumentWriter()
    document.write(to: &writer)
    writer.endLine()
    return writer.text
  }

  /// A list of documents as one JSON array.
  func string(for documents: [some JSONWritable]) -> String {
    var writer = JSONDocumentWriter()
    writer.writeArray(documents)
    writer.endLine()
    return writer.text
  }

  /// A show, with room reserved for its episodes (about 200 bytes each) up front.
  func string(forShow document: ShowDetailDocument) -> String {
    let episodes = document.seasons.reduce(0) { $0 + $1.episodes.count }
    var writer = JSONDocumentWriter(capacity: 1024 + episodes * 200)
    document.write(to: &writer)
    writer.endLine()
    return writer.text
  }
}
