/// A position in a JSON array, as a coding key.
struct ArrayIndex: CodingKey {
  let intValue: Int?
  var stringValue: String { "Index \(intValue ?? 0)" }

  init(intValue: Int) {
    self.intValue = intValue
  }

  init?(stringValue: String) {
    return nil
  }
}
