import TVGuidePresenter

extension SeasonDocument: JSONWritable {
  func write(to writer: inout JSONDocumentWriter) {
    writer.writeObject { writer in
      writer.writeField("episodes", episodes)
      writer.writeField("number", number)
    }
  }
}
