import CLibXML2

/// A page's elements as a browser's parser finds them (libxml2's HTML parser, which recovers as
/// browsers do): each element's name, attributes and own text. A test compares the outline of a
/// page written from hostile data with one written from plain data: if any text became markup,
/// the elements or attributes differ.
public struct HTMLOutline: Equatable, Sendable {
  /// One element, in document order.
  public struct Element: Equatable, Sendable {
    public var name: String
    /// Its attributes, names and values, in the order written.
    public var attributes: [Attribute]
    /// The text of its own text children, joined.
    public var text: String

    /// The value of attribute `name`, if the element has it.
    public func attribute(_ name: String) -> String? {
      attributes.first { $0.name == name }?.value
    }
  }

  /// One attribute.
  public struct Attribute: Equatable, Sendable {
    public var name: String
    public var value: String
  }

  /// Every element, in document order.
  public let elements: [Element]

  /// The outline of `html`.
  public init(parsing html: String) {
    _ = Self.parserReady
    let options =
      Int32(
        HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
          | HTML_PARSE_NONET.rawValue) | Int32(XML_PARSE_HUGE.rawValue)
    let bytes = Array(html.utf8)
    let document = bytes.withUnsafeBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
        htmlReadMemory($0, Int32(buffer.count), nil, "UTF-8", options)
      }
    }
    guard let document else {
      elements = []
      return
    }
    defer { xmlFreeDoc(document) }
    elements = Self.elements(under: xmlDocGetRootElement(document))
  }

  /// The elements named `name`.
  public func elements(named name: String) -> [Element] {
    elements.filter { $0.name == name }
  }

  /// The outline without text and attribute values: what must not change whatever the data.
  public var shape: [String] {
    elements.map { element in
      ([element.name] + element.attributes.map(\.name)).joined(separator: " ")
    }
  }

  private static let parserReady: Void = xmlInitParser()

  /// The elements from `root` on, depth first, walked without recursion.
  private static func elements(under root: xmlNodePtr?) -> [Element] {
    var found: [Element] = []
    var stack: [xmlNodePtr] = root.map { [$0] } ?? []
    while let node = stack.popLast() {
      guard node.pointee.type == XML_ELEMENT_NODE else { continue }
      found.append(element(node))
      var children: [xmlNodePtr] = []
      var child = node.pointee.children
      while let current = child {
        children.append(current)
        child = current.pointee.next
      }
      stack.append(contentsOf: children.reversed())
    }
    return found
  }

  private static func element(_ node: xmlNodePtr) -> Element {
    var attributes: [Attribute] = []
    var property = node.pointee.properties
    while let current = property {
      // An attribute's value is the text of its children, entities already read.
      var value = ""
      var valuePart = current.pointee.children
      while let part = valuePart {
        value += string(part.pointee.content)
        valuePart = part.pointee.next
      }
      attributes.append(Attribute(name: string(current.pointee.name), value: value))
      property = current.pointee.next
    }
    var text = ""
    var child = node.pointee.children
    while let current = child {
      if current.pointee.type == XML_TEXT_NODE || current.pointee.type == XML_CDATA_SECTION_NODE {
        text += string(current.pointee.content)
      }
      child = current.pointee.next
    }
    return Element(name: string(node.pointee.name), attributes: attributes, text: text)
  }

  private static func string(_ characters: UnsafePointer<xmlChar>?) -> String {
    guard let characters else { return "" }
    return String(cString: characters)
  }

  private static func string(_ characters: UnsafeMutablePointer<xmlChar>?) -> String {
    string(UnsafePointer(characters))
  }
}
