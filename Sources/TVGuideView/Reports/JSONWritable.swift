/// A document `JSONDocumentWriter` can write: its fields in the order of their keys' bytes,
/// the order `JSONEncoder`'s `.sortedKeys` gave, so the output stays as it was.
protocol JSONWritable {
  func write(to writer: inout JSONDocumentWriter)
}
