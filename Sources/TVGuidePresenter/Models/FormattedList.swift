/// Presentable values made from business values when they are read, the way a table asks
/// for a cell only when it draws it: a season of a show with 100 000 episodes costs its
/// episodes and no copy of them as text.
public struct FormattedList<Element: Equatable & Sendable>: RandomAccessCollection, Equatable, Sendable,
  ExpressibleByArrayLiteral
{
  /// The first index, always 0.
  public let startIndex = 0
  /// The index past the last element: the number of elements.
  public let endIndex: Int
  private let element: @Sendable (Int) -> Element

  /// `count` elements; the one at `index` is `element(index)`, made each time it is read.
  public init(count: Int, element: @escaping @Sendable (Int) -> Element) {
    endIndex = count
    self.element = element
  }

  /// Elements made already, e.g. by a test.
  public init(_ elements: [Element]) {
    self.init(count: elements.count) { elements[$0] }
  }

  /// Creates a list of elements made already.
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }

  /// The element at `position`, made now from the business value.
  public subscript(position: Int) -> Element { element(position) }

  /// Whether both lists have equal elements in the same order; every element is made to compare.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.elementsEqual(rhs)
  }
}

extension FormattedList: Encodable where Element: Encodable {
  /// Writes the elements as a JSON array, making each one as it is written.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    for element in self { try container.encode(element) }
  }
}
