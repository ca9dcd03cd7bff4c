/// A value that is one string, number or `null`, written where the text stands.
struct JSONValueContainer: SingleValueEncodingContainer {
  let encoder: JSONStreamEncoder
  var codingPath: [any CodingKey] { [] }

  private func write(_ write: (inout JSONOutput) -> Void) {
    write(&encoder.output)
  }

  mutating func encodeNil() throws { write { $0.writeNull() } }
  mutating func encode(_ value: Bool) throws { write { $0.writeBool(value) } }
  mutating func encode(_ value: String) throws { write { $0.writeString(value) } }
  mutating func encode(_ value: Double) throws { write { $0.writeNumber(value) } }
  mutating func encode(_ value: Float) throws { write { $0.writeNumber(Double(value)) } }
  mutating func encode(_ value: Int) throws { write { $0.writeInteger(value) } }
  mutating func encode(_ value: Int8) throws { write { $0.writeInteger(value) } }
  mutating func encode(_ value: Int16) throws { write { $0.writeInteger(value) } }
  mutating func encode(_ value: Int32) throws { write { $0.writeInteger(value) } }
  mutating func encode(_ value: Int64) throws { write { $0.writeInteger(value) } }
  mutating func encode(_ value: UInt) throws { write { $0.writeInteger(value) } }
  mutating func encode(_ value: UInt8) throws { write { $0.writeInteger(value) } }
  mutating func encode(_ value: UInt16) throws { write { $0.writeInteger(value) } }
  mutating func encode(_ value: UInt32) throws { write { $0.writeInteger(value) } }
  mutating func encode(_ value: UInt64) throws { write { $0.writeInteger(value) } }

  mutating func encode<Value: Encodable>(_ value: Value) throws {
    try encoder.encodeValue(value)
  }
}
