/// A width × height grid of cells that screens draw into; the `Renderer` turns it into
/// terminal output.
///
/// A wide character takes its cell and a continuation cell to its right. Writing over
/// either half of a wide character blanks the other half, as terminals do, so the grid
/// never holds half a character. Everything outside the grid is clipped.
public struct ScreenBuffer: Sendable, Hashable {
  /// Number of columns.
  public let width: Int
  /// Number of rows.
  public let height: Int
  private var cells: [Cell]

  /// A blank buffer; negative sizes count as zero.
  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    self.cells = Array(repeating: .blank, count: self.width * self.height)
  }

  /// The cell at `row`, `col`; `.blank` outside the grid.
  public subscript(row: Int, col: Int) -> Cell {
    guard contains(row: row, col: col) else { return .blank }
    return cells[row * width + col]
  }

  /// Writes one line of `text` starting at `row`, `col`, within `maxWidth` columns (or
  /// up to the right edge). Control and zero-width characters are skipped. A wide
  /// character that would straddle the limit is replaced by a space.
  /// - Returns: the number of columns the text advanced, clipped at the limit.
  @discardableResult
  public mutating func write(
    _ text: String, at row: Int, col: Int, style: Style = .normal, maxWidth: Int? = nil
  ) -> Int {
    guard row >= 0, row < height else { return 0 }
    let limit = min(width, maxWidth.map { col + max(0, $0) } ?? width)
    let packedStyle = style.packed
    let space = Cell(" ", packedStyle: packedStyle)
    var column = col
    for character in text {
      let characterWidth = character.displayWidth
      if characterWidth == 0 { continue }
      if column + characterWidth > limit {
        while column < limit {
          if column >= 0 { place(space, width: 1, row: row, col: column) }
          column += 1
        }
        break
      }
      if column < 0 {
        for hidden in column..<(column + characterWidth) where hidden >= 0 {
          place(space, width: 1, row: row, col: hidden)
        }
      } else {
        place(
          Cell(character, packedStyle: packedStyle, displayWidth: characterWidth),
          width: characterWidth, row: row, col: column)
      }
      column += characterWidth
    }
    return max(0, column - col)
  }

  /// Fills a rectangle with `character` (a space by default) in `style`.
  public mutating func fill(
    row: Int, col: Int, width: Int, height: Int, with character: Character = " ",
    style: Style = .normal
  ) {
    let characterWidth = max(1, character.displayWidth)
    let line = String(repeating: character, count: max(0, width) / characterWidth + 1)
    for lineRow in row..<(row + max(0, height)) {
      write(line, at: lineRow, col: col, style: style, maxWidth: width)
    }
  }

  /// Blanks every cell.
  public mutating func clear() {
    for index in cells.indices { cells[index] = .blank }
  }

  /// Lays `style` over the cells of one row segment (see `Style.merging`), keeping their
  /// text: how a selected row is highlighted after it was drawn.
  public mutating func applyStyle(_ style: Style, row: Int, col: Int, width: Int) {
    guard row >= 0, row < height else { return }
    for column in max(0, col)..<min(self.width, col + max(0, width)) {
      cells[row * self.width + column].style = cells[row * self.width + column].style
        .merging(style)
    }
  }

  /// Dims every cell (and drops bold), for a screen shown behind a sheet or alert.
  public mutating func dimAll() {
    for index in cells.indices {
      cells[index].style.isDim = true
      cells[index].style.isBold = false
    }
  }

  /// Copies `other` onto this buffer with its top-left corner at `row`, `col`, clipped
  /// to this buffer.
  public mutating func draw(_ other: ScreenBuffer, at row: Int, col: Int) {
    for sourceRow in 0..<other.height {
      for sourceCol in 0..<other.width {
        let cell = other[sourceRow, sourceCol]
        let targetRow = row + sourceRow
        let targetCol = col + sourceCol
        guard !cell.isContinuation, contains(row: targetRow, col: targetCol) else { continue }
        if cell.width == 2, !contains(row: targetRow, col: targetCol + 1) {
          place(Cell(" ", style: cell.style), width: 1, row: targetRow, col: targetCol)
        } else {
          place(cell, width: cell.width, row: targetRow, col: targetCol)
        }
      }
    }
  }

  /// The characters of one row, every column included (continuation cells add nothing).
  public func text(row: Int) -> String {
    guard row >= 0, row < height else { return "" }
    var line = ""
    for column in 0..<width where !cells[row * width + column].isContinuation {
      line.append(cells[row * width + column].character)
    }
    return line
  }

  /// Every row as text, with trailing spaces trimmed: convenient in tests.
  public var lines: [String] {
    (0..<height).map { row in
      var line = text(row: row)
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// `lines` joined with "\n".
  public var text: String { lines.joined(separator: "\n") }

  /// Calls `body` with every cell, row by row, read in place: how the renderer compares two
  /// frames without copying their cells.
  func withCells<Result>(_ body: (UnsafeBufferPointer<Cell>) -> Result) -> Result {
    cells.withUnsafeBufferPointer(body)
  }

  /// Places a character of `width` columns at `row`, `col`, blanking any wide
  /// character it partly covers. `row`, `col` must be inside the grid and a wide
  /// character must fit.
  package mutating func place(_ cell: Cell, width characterWidth: Int, row: Int, col: Int) {
    detachWideCharacter(row: row, col: col)
    if characterWidth == 2 { detachWideCharacter(row: row, col: col + 1) }
    cells[row * width + col] = cell
    if characterWidth == 2 { cells[row * width + col + 1] = .continuation(style: cell.style) }
  }

  /// Makes sure column `col` is not half of a wide character: the other half is blanked.
  private mutating func detachWideCharacter(row: Int, col: Int) {
    let index = row * width + col
    let cell = cells[index]
    if cell.isContinuation, col > 0 {
      cells[index - 1] = Cell(" ", style: cells[index - 1].style)
      cells[index] = Cell(" ", style: cell.style)
    } else if cell.width == 2, col + 1 < width {
      cells[index + 1] = Cell(" ", style: cells[index + 1].style)
    }
  }

  private func contains(row: Int, col: Int) -> Bool {
    row >= 0 && row < height && col >= 0 && col < width
  }
}
