extension String {
  /// The text broken into lines of at most `columns` display columns, losing nothing:
  /// - lines break at spaces, and a line break in the text starts a new line;
  /// - a bracketed group — `[Tue · Wed · Thu]`, `(no islands)` — stays on one line when it fits in
  ///   one, so that a list in brackets is never cut in the middle;
  /// - a word wider than a line is broken between characters.
  public func wrapped(to columns: Int) -> [String] {
    guard columns > 0, !isEmpty else { return [] }
    var lines: [String] = []
    for paragraph in split(separator: "\n", omittingEmptySubsequences: false) {
      lines += Self.wrap(paragraph: paragraph, columns: columns)
    }
    return lines
  }

  private static func wrap(paragraph: Substring, columns: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for atom in atoms(of: paragraph, columns: columns) {
      let candidate = line.isEmpty ? atom : line + " " + atom
      if candidate.displayWidth <= columns {
        line = candidate
        continue
      }
      if !line.isEmpty { lines.append(line) }
      var rest = atom
      while rest.displayWidth > columns {
        let head = rest.prefix(columns: columns)
        lines.append(head)
        rest = String(rest.dropFirst(head.count))
      }
      line = rest
    }
    lines.append(line)
    return lines
  }

  /// The paragraph's words, with each bracketed group that fits in `columns` joined into one.
  private static func atoms(of paragraph: Substring, columns: Int) -> [String] {
    let words = paragraph.split(separator: " ").map(String.init)
    var atoms: [String] = []
    var index = 0
    while index < words.count {
      let word = words[index]
      if let closer = closer(opening: word), !word.dropFirst().contains(closer),
        let end = words[(index + 1)...].firstIndex(where: { $0.contains(closer) })
      {
        let group = words[index...end].joined(separator: " ")
        if group.displayWidth <= columns {
          atoms.append(group)
          index = end + 1
          continue
        }
      }
      atoms.append(word)
      index += 1
    }
    return atoms
  }

  private static func closer(opening word: String) -> Character? {
    switch word.first {
    case "[": "]"
    case "(": ")"
    case "{": "}"
    case "<": ">"
    case "「": "」"
    default: nil
    }
  }

  /// The longest start of the string that fits in `columns` (at least one character).
  private func prefix(columns: Int) -> String {
    var result = ""
    for character in self {
      let next = result + String(character)
      guard next.displayWidth <= columns || result.isEmpty else { break }
      result = next
    }
    return result
  }
}
