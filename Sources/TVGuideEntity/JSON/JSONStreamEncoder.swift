/// `JSONWriter`'s `Encoder`: each value is written as its `encode(to:)` calls come, and an
/// array or object a value opened is closed when its `encode(to:)` returns, or when its
/// container's owner writes on. Coding paths are not kept: no value of the app reads them.
final class JSONStreamEncoder: Encoder {
  var output: JSONOutput
  let codingPath: [any CodingKey] = []
  let userInfo: [CodingUserInfoKey: Any] = [:]
  /// How deep the containers around the value being encoded go: the container that value
  /// opens is the one just below.
  private var valueDepth = 0

  init(output: JSONOutput) {
    self.output = output
  }

  /// Writes `value` where the text stands, then closes whatever it opened.
  func encodeValue(_ value: some Encodable) throws {
    let (outer, base) = (valueDepth, output.depth)
    valueDepth = base
    defer { valueDepth = outer }
    try value.encode(to: self)
    output.close(downTo: base)
  }

  /// A value comes next through this encoder itself (a superclass's, after `superEncoder()`):
  /// the container it asks for is a new one. Whoever writes on closes it.
  func expectValue() {
    valueDepth = output.depth
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    // A value that asks twice (a subclass, then its superclass) writes into one object.
    if output.depth == valueDepth { output.openObject() } else { output.close(downTo: valueDepth + 1) }
    return KeyedEncodingContainer(JSONObjectContainer<Key>(encoder: self, depth: valueDepth + 1))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if output.depth == valueDepth { output.openArray() } else { output.close(downTo: valueDepth + 1) }
    return JSONArrayContainer(encoder: self, depth: valueDepth + 1)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    JSONValueContainer(encoder: self)
  }
}
