import TVGuidePresenter

extension ShowDetailDocument: JSONWritable {
  func write(to writer: inout JSONDocumentWriter) {
    writer.writeObject { writer in
      writer.writeField("episodesHeld", episodesHeld)
      writer.writeField("genres", genres)
      writer.writeField("id", id)
      writer.writeField("name", name)
      writer.writeField("network", network)
      writer.writeField("premiered", premiered)
      writer.writeField("rating", rating)
      writer.writeField("seasons", seasons)
      writer.writeField("status", status)
      writer.writeField("summary", summary)
    }
  }
}
