extension DecodingError {
  /// The same error with its context changed by `change`, e.g. to say which element of a
  /// whole array failed when only that element was decoded.
  func changingContext(_ change: (Context) -> Context) -> DecodingError {
    switch self {
    case .typeMismatch(let type, let context): .typeMismatch(type, change(context))
    case .valueNotFound(let type, let context): .valueNotFound(type, change(context))
    case .keyNotFound(let key, let context): .keyNotFound(key, change(context))
    case .dataCorrupted(let context): .dataCorrupted(change(context))
    @unknown default: self
    }
  }

  /// The same error with its coding path changed by `change`.
  func changingCodingPath(_ change: ([any CodingKey]) -> [any CodingKey]) -> DecodingError {
    changingContext { context in
      .init(
        codingPath: change(context.codingPath), debugDescription: context.debugDescription,
        underlyingError: context.underlyingError)
    }
  }
}
