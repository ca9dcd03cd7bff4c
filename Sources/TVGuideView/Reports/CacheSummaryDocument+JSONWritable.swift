import TVGuidePresenter

extension CacheSummaryDocument: JSONWritable {
  func write(to writer: inout JSONDocumentWriter) {
    writer.writeObject { writer in
      writer.writeField("damage", damage)
      writer.writeField("episodeLists", episodeLists)
      writer.writeField("indexPages", indexPages)
      writer.writeField("location", location)
      writer.writeField("newestSave", newestSave)
      writer.writeField("oldestSave", oldestSave)
      writer.writeField("searches", searches)
      writer.writeField("shows", shows)
      writer.writeField("sizeInBytes", sizeInBytes)
    }
  }
}
