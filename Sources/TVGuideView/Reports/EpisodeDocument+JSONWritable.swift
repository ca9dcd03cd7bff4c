import TVGuidePresenter

extension EpisodeDocument: JSONWritable {
  func write(to writer: inout JSONDocumentWriter) {
    writer.writeObject { writer in
      writer.writeField("airdate", airdate)
      writer.writeField("id", id)
      writer.writeField("name", name)
      writer.writeField("number", number)
      writer.writeField("runtime", runtime)
      writer.writeField("type", type)
    }
  }
}
