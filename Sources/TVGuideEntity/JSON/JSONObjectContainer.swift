/// The fields of an object `JSONStreamEncoder` writes. An absent value is written `null` in a
/// document and left out of compact text.
struct JSONObjectContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let encoder: JSONStreamEncoder
  /// How deep the object is: writing a field first closes whatever is open inside it.
  let depth: Int
  var codingPath: [any CodingKey] { [] }

  private func field(_ key: Key, _ write: (inout JSONOutput) -> Void) {
    encoder.output.field(key.stringValue, at: depth, write)
  }

  private func absent(_ key: Key) {
    guard encoder.output.style == .document else { return }
    field(key) { $0.writeNull() }
  }

  mutating func encodeNil(forKey key: Key) throws { field(key) { $0.writeNull() } }
  mutating func encode(_ value: Bool, forKey key: Key) throws { field(key) { $0.writeBool(value) } }
  mutating func encode(_ value: String, forKey key: Key) throws { field(key) { $0.writeString(value) } }
  mutating func encode(_ value: Double, forKey key: Key) throws { field(key) { $0.writeNumber(value) } }
  mutating func encode(_ value: Float, forKey key: Key) throws {
    field(key) { $0.writeNumber(Double(value)) }
  }
  mutating func encode(_ value: Int, forKey key: Key) throws { field(key) { $0.writeInteger(value) } }
  mutating func encode(_ value: Int8, forKey key: Key) throws { field(key) { $0.writeInteger(value) } }
  mutating func encode(_ value: Int16, forKey key: Key) throws { field(key) { $0.writeInteger(value) } }
  mutating func encode(_ value: Int32, forKey key: Key) throws { field(key) { $0.writeInteger(value) } }
  mutating func encode(_ value: Int64, forKey key: Key) throws { field(key) { $0.writeInteger(value) } }
  mutating func encode(_ value: UInt, forKey key: Key) throws { field(key) { $0.writeInteger(value) } }
  mutating func encode(_ value: UInt8, forKey key: Key) throws { field(key) { $0.writeInteger(value) } }
  mutating func encode(_ value: UInt16, forKey key: Key) throws { field(key) { $0.writeInteger(value) } }
  mutating func encode(_ value: UInt32, forKey key: Key) throws { field(key) { $0.writeInteger(value) } }
  mutating func encode(_ value: UInt64, forKey key: Key) throws { field(key) { $0.writeInteger(value) } }

  mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
    field(key) { _ in }
    try encoder.encodeValue(value)
  }

  mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
    guard let value else { return absent(key) }
    try encode(value, forKey: key)
  }

  mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
    guard let value else { return absent(key) }
    try encode(value, forKey: key)
  }

  mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws {
    guard let value else { return absent(key) }
    try encode(value, forKey: key)
  }

  mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
    guard let value else { return absent(key) }
    try encode(value, forKey: key)
  }

  mutating func encodeIfPresent<Value: Encodable>(_ value: Value?, forKey key: Key) throws {
    guard let value else { return absent(key) }
    try encode(value, forKey: key)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
    -> KeyedEncodingContainer<NestedKey>
  {
    field(key) { $0.openObject() }
    return KeyedEncodingContainer(JSONObjectContainer<NestedKey>(encoder: encoder, depth: depth + 1))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    field(key) { $0.openArray() }
    return JSONArrayContainer(encoder: encoder, depth: depth + 1)
  }

  mutating func superEncoder() -> any Encoder {
    encoder.output.field("super", at: depth) { _ in }
    encoder.expectValue()
    return encoder
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    field(key) { _ in }
    encoder.expectValue()
    return encoder
  }
}
