/// The elements of an array `JSONStreamEncoder` writes.
struct JSONArrayContainer: UnkeyedEncodingContainer {
  let encoder: JSONStreamEncoder
  /// How deep the array is: writing an element first closes whatever is open inside it.
  let depth: Int
  private(set) var count = 0
  var codingPath: [any CodingKey] { [] }

  init(encoder: JSONStreamEncoder, depth: Int) {
    self.encoder = encoder
    self.depth = depth
  }

  private mutating func element(_ write: (inout JSONOutput) -> Void) {
    count += 1
    encoder.output.element(at: depth, write)
  }

  mutating func encodeNil() throws { element { $0.writeNull() } }
  mutating func encode(_ value: Bool) throws { element { $0.writeBool(value) } }
  mutating func encode(_ value: String) throws { element { $0.writeString(value) } }
  mutating func encode(_ value: Double) throws { element { $0.writeNumber(value) } }
  mutating func encode(_ value: Float) throws { element { $0.writeNumber(Double(value)) } }
  mutating func encode(_ value: Int) throws { element { $0.writeInteger(value) } }
  mutating func encode(_ value: Int8) throws { element { $0.writeInteger(value) } }
  mutating func encode(_ value: Int16) throws { element { $0.writeInteger(value) } }
  mutating func encode(_ value: Int32) throws { element { $0.writeInteger(value) } }
  mutating func encode(_ value: Int64) throws { element { $0.writeInteger(value) } }
  mutating func encode(_ value: UInt) throws { element { $0.writeInteger(value) } }
  mutating func encode(_ value: UInt8) throws { element { $0.writeInteger(value) } }
  mutating func encode(_ value: UInt16) throws { element { $0.writeInteger(value) } }
  mutating func encode(_ value: UInt32) throws { element { $0.writeInteger(value) } }
  mutating func encode(_ value: UInt64) throws { element { $0.writeInteger(value) } }

  mutating func encode<Value: Encodable>(_ value: Value) throws {
    element { _ in }
    try encoder.encodeValue(value)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    element { $0.openObject() }
    return KeyedEncodingContainer(JSONObjectContainer<NestedKey>(encoder: encoder, depth: depth + 1))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    element { $0.openArray() }
    return JSONArrayContainer(encoder: encoder, depth: depth + 1)
  }

  mutating func superEncoder() -> any Encoder {
    element { _ in }
    encoder.expectValue()
    return encoder
  }
}
