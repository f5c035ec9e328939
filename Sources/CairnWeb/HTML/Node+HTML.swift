extension Node {
  /// The node as HTML, every text and attribute value escaped.
  public var html: String {
    var output = ""
    write(into: &output)
    return output
  }

  /// Appends the node's HTML to `output`.
  public func write(into output: inout String) {
    switch self {
    case .text(let text):
      HTMLEscaping.appendText(text, to: &output)
    case .element(let element):
      element.write(into: &output)
    }
  }
}

extension Element {
  /// Appends the element's HTML to `output`. A keyed element also gets `data-key`.
  public func write(into output: inout String) {
    output += "<"
    output += tag.name
    if let key {
      output += " data-key=\""
      HTMLEscaping.appendAttributeValue(key, to: &output)
      output += "\""
    }
    for attribute in attributes {
      output += " "
      output += attribute.name
      guard !attribute.value.isEmpty || !Self.booleanNames.contains(attribute.name) else {
        continue
      }
      output += "=\""
      HTMLEscaping.appendAttributeValue(attribute.value, to: &output)
      output += "\""
    }
    output += ">"
    guard !tag.isVoid else { return }
    for child in children { child.write(into: &output) }
    output += "</"
    output += tag.name
    output += ">"
  }

  private static let booleanNames: Set<String> = [
    "hidden", "disabled", "checked", "selected", "readonly", "required", "autofocus", "open",
    "defer",
  ]
}

/// HTML escaping: `&`, `<`, `>` in text; `&`, `<`, `>`, `"`, `'` in attribute values. Control
/// characters other than tab, line feed and carriage return are dropped.
enum HTMLEscaping {
  static func appendText(_ text: String, to output: inout String) {
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      default: appendPlain(scalar, to: &output)
      }
    }
  }

  static func appendAttributeValue(_ value: String, to output: inout String) {
    for scalar in value.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"": output += "&quot;"
      case "'": output += "&#39;"
      default: appendPlain(scalar, to: &output)
      }
    }
  }

  private static func appendPlain(_ scalar: Unicode.Scalar, to output: inout String) {
    let value = scalar.value
    if value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r" { return }
    if (0x7F...0x9F).contains(value) { return }
    output.unicodeScalars.append(scalar)
  }
}
