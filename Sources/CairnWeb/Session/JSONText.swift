/// JSON written straight into a string: what the session sends on every event, without the
/// dictionaries of `Any` that `JSONSerialization` needs (a patch is a few strings and numbers,
/// and building it that way cost more than rendering the page that changed).
struct JSONText {
  private(set) var text = ""

  /// Appends `value` as a JSON string: quoted, with `"`, `\` and control characters escaped.
  mutating func string(_ value: String) {
    text.append("\"")
    var start = value.utf8.startIndex
    let utf8 = value.utf8
    var index = start
    while index != utf8.endIndex {
      let byte = utf8[index]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 {
        text.append(contentsOf: value[start..<index])
        text.append(Self.escape(byte))
        start = utf8.index(after: index)
      }
      index = utf8.index(after: index)
    }
    text.append(contentsOf: value[start..<index])
    text.append("\"")
  }

  private static func escape(_ byte: UInt8) -> String {
    switch byte {
    case UInt8(ascii: "\""): return "\\\""
    case UInt8(ascii: "\\"): return "\\\\"
    case UInt8(ascii: "\n"): return "\\n"
    case UInt8(ascii: "\r"): return "\\r"
    case UInt8(ascii: "\t"): return "\\t"
    default:
      let hex = String(byte, radix: 16)
      return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
  }

  /// Appends an integer.
  mutating func number(_ value: Int) {
    text.append(String(value))
  }

  /// Appends literal JSON punctuation or a literal (`{`, `,`, `null`).
  mutating func raw(_ literal: StaticString) {
    text.append(literal.description)
  }

  /// Appends `"name":`.
  mutating func key(_ name: StaticString) {
    text.append("\"")
    text.append(name.description)
    text.append("\":")
  }

  /// Appends the items of `items` as a JSON array, each written by `write`.
  mutating func array<Item>(_ items: some Sequence<Item>, _ write: (inout JSONText, Item) -> Void) {
    raw("[")
    var isFirst = true
    for item in items {
      if !isFirst { raw(",") }
      isFirst = false
      write(&self, item)
    }
    raw("]")
  }
}
