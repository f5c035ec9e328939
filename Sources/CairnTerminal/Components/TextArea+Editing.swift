extension TextArea {
  /// Inserts `text` at the cursor as far as the limit allows, line breaks included.
  public mutating func insert(_ text: String) {
    let remaining = characterLimit.map { max(0, $0 - characterCount) }
    let inserted = TextInput.insertable(
      text, keepsNewlines: true, remaining: remaining, unit: lengthUnit)
    guard !inserted.isEmpty else { return }
    let pieces = inserted.split(separator: "\n", omittingEmptySubsequences: false)
    let current = lines[cursor.line]
    let head = Array(current[..<cursor.index])
    let tail = Array(current[cursor.index...])
    guard pieces.count > 1, let first = pieces.first, let last = pieces.last else {
      lines[cursor.line] = head + inserted + tail
      cursor.index += inserted.count
      return
    }
    var replacement = [head + first]
    replacement += pieces.dropFirst().dropLast().map(Array.init)
    replacement.append(Array(last) + tail)
    lines.replaceSubrange(cursor.line...cursor.line, with: replacement)
    cursor = TextPosition(line: cursor.line + pieces.count - 1, index: last.count)
  }

  /// Deletes the character before the cursor, joining with the previous line at a
  /// line start.
  mutating func deleteBackward() {
    if cursor.index > 0 {
      lines[cursor.line].remove(at: cursor.index - 1)
      cursor.index -= 1
    } else if cursor.line > 0 {
      let joinIndex = lines[cursor.line - 1].count
      lines[cursor.line - 1] += lines[cursor.line]
      lines.remove(at: cursor.line)
      cursor = TextPosition(line: cursor.line - 1, index: joinIndex)
    }
  }

  /// Deletes the character after the cursor, joining with the next line at a line end.
  mutating func deleteForward() {
    if cursor.index < lines[cursor.line].count {
      lines[cursor.line].remove(at: cursor.index)
    } else if cursor.line + 1 < lines.count {
      lines[cursor.line] += lines[cursor.line + 1]
      lines.remove(at: cursor.line + 1)
    }
  }

  /// Moves one character left, to the previous line's end from a line start.
  mutating func moveLeft() {
    if cursor.index > 0 {
      cursor.index -= 1
    } else if cursor.line > 0 {
      cursor = TextPosition(line: cursor.line - 1, index: lines[cursor.line - 1].count)
    }
  }

  /// Moves one character right, to the next line's start from a line end.
  mutating func moveRight() {
    if cursor.index < lines[cursor.line].count {
      cursor.index += 1
    } else if cursor.line + 1 < lines.count {
      cursor = TextPosition(line: cursor.line + 1, index: 0)
    }
  }

  /// Moves the cursor `delta` wrapped rows up (negative) or down, aiming for the same
  /// display column; false when there is no such row.
  mutating func moveVertically(by delta: Int) -> Bool {
    let rows = visualRows(width: wrapWidth ?? Int.max)
    let current = rowIndex(of: cursor, in: rows)
    let target = current + delta
    guard rows.indices.contains(target) else { return false }
    let row = rows[current]
    let column =
      preferredColumn ?? TextInput.width(of: lines[row.line][row.start..<cursor.index])
    let targetRow = rows[target]
    let characters = lines[targetRow.line]
    let lastIndex = targetRow.isLastOfLine ? targetRow.end : max(targetRow.start, targetRow.end - 1)
    var index = targetRow.start
    var used = 0
    while index < lastIndex, used + characters[index].displayWidth <= column {
      used += characters[index].displayWidth
      index += 1
    }
    cursor = TextPosition(line: targetRow.line, index: index)
    preferredColumn = column
    return true
  }
}
