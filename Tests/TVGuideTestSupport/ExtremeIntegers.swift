import PropertyBased

/// Integers for property tests, drawn from the whole range with its edges (`Int.min`,
/// `Int.max`, 0, ±1 and their neighbours) drawn far more often than chance would: the edges
/// are where arithmetic on numbers from data traps.
public enum ExtremeIntegers {
  public static let edges = [Int.min, Int.min + 1, -2, -1, 0, 1, 2, Int.max - 1, Int.max]

  public static var generator: Generator<Int, some Sequence & SendableMetatype> {
    Gen.oneOf(Gen.int(), Gen<Int?>.element(of: edges).map { $0 ?? 0 }, Gen.int(in: -3...3))
  }
}
