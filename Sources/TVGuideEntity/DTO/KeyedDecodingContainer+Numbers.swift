extension KeyedDecodingContainer {
  /// A number the app can do without, or `nil` when it is valid JSON that no `Number` holds
  /// (`1e30` or `2.5` for an `Int`, `1e400` for a `Double`): one odd field must not cost the
  /// whole answer. A value of another kind (text, a list) is still an error.
  func decodeNumberIfPresent<Number: Decodable & Numeric>(_ type: Number.Type, forKey key: Key) throws
    -> Number?
  {
    do {
      return try decodeIfPresent(type, forKey: key)
    } catch let error as DecodingError where !error.isUnrepresentableNumber {
      throw error
    } catch {
      return nil
    }
  }

  /// A whole number the app needs exactly (an id, a season); `1.0` and `1e3` are whole
  /// numbers, `1e30` and `2.5` are errors that name the field.
  func decodeWholeNumber(forKey key: Key) throws -> Int {
    do {
      return try decode(Int.self, forKey: key)
    } catch let error as DecodingError where !error.isUnrepresentableNumber {
      throw error
    } catch {
      throw DecodingError.typeMismatch(
        Int.self,
        DecodingError.Context(codingPath: codingPath + [key], debugDescription: "a number no Int holds"))
    }
  }
}

extension DecodingError {
  /// Foundation's JSON decoder on Linux throws an error of its own for a number it cannot
  /// represent, and Apple's older one `dataCorrupted`; a wrong kind of value is a type mismatch.
  fileprivate var isUnrepresentableNumber: Bool {
    if case .dataCorrupted = self { return true }
    return false
  }
}
