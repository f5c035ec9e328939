extension String {
  /// The text broken into lines of at most `columns` display columns: at its own line breaks,
  /// then at spaces where it can; a single word wider than a line is truncated with an
  /// ellipsis. Blanks around a line break are dropped, and an empty paragraph between two line
  /// breaks is kept as an empty line.
  public func wrapped(to columns: Int) -> [String] {
    guard columns > 0 else { return [] }
    guard contains(where: \.isNewline) else { return Self.wrap(self, to: columns) }
    return split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).flatMap {
      paragraph -> [String] in
      let lines = Self.wrap(paragraph.drop { $0 == " " }, to: columns)
      return lines.isEmpty ? [""] : lines
    }
  }

  /// One paragraph (no line breaks) broken at spaces.
  private static func wrap(_ text: some StringProtocol, to columns: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      let candidate = line.isEmpty ? String(word) : line + " " + word
      if candidate.displayWidth <= columns {
        line = candidate
        continue
      }
      if !line.isEmpty { lines.append(line) }
      line =
        String(word).displayWidth <= columns ? String(word) : String(word).truncated(to: columns)
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}
