extension String {
  /// The text broken into lines of at most `columns` display columns, at spaces where it can;
  /// a single word wider than a line is truncated with an ellipsis.
  public func wrapped(to columns: Int) -> [String] {
    guard columns > 0 else { return [] }
    var lines: [String] = []
    var line = ""
    for word in split(separator: " ") {
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
