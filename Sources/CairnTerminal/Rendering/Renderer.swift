import Foundation

/// Turns successive `ScreenBuffer` frames into the ANSI bytes that update a terminal,
/// writing only the cells that changed since the previous frame.
///
/// Rows are compared before cells: a row is a block of plain numbers (see ``Cell``), compared
/// with `memcmp`, and only a row that differs is walked cell by cell. A frame in which nothing
/// changed costs one comparison per row.
///
/// The first frame, a frame of a different size, and the frame after `invalidate()`
/// clear the screen and draw everything. Output never relies on "\n" (raw mode turns
/// off output processing): the cursor is moved with CUP/CUF, and SGR is written only
/// when the style changes as written in the color mode — only the colors that changed when
/// the attributes did not (a picture's cells differ from their neighbours in color alone).
/// Runs of adjacent changed cells are written in one go.
public struct Renderer: Sendable {
  /// Which colors are written, and how.
  public let colorMode: ColorMode
  /// Total bytes produced by `render(_:)` so far, for benchmarks.
  public private(set) var totalBytesWritten = 0
  /// Number of frames rendered so far.
  public private(set) var framesRendered = 0
  private var previous: ScreenBuffer?
  private var cursor: (row: Int, col: Int)?
  /// The terminal's current style, as written (``Style/resolved(in:)``).
  private var currentStyle: Style?

  /// A renderer that will fully draw its first frame.
  public init(colorMode: ColorMode = .color) {
    self.colorMode = colorMode
  }

  /// Forgets the previous frame, so that the next render clears and redraws everything
  /// (after a resize, a suspend, or anything else written to the terminal).
  public mutating func invalidate() {
    previous = nil
    cursor = nil
    currentStyle = nil
  }

  /// The bytes that turn the terminal from the previous frame into `buffer`; empty when
  /// nothing changed.
  public mutating func render(_ buffer: ScreenBuffer) -> [UInt8] {
    var output = ANSIOutput()
    let base: ScreenBuffer
    if let previous, previous.width == buffer.width, previous.height == buffer.height {
      base = previous
    } else {
      output.append(Style.normal.sgrSequence(in: colorMode))
      output.append(TerminalControl.clearScreen)
      currentStyle = .normal
      cursor = nil
      base = ScreenBuffer(width: buffer.width, height: buffer.height)
    }
    buffer.withCells { cells in
      base.withCells { baseCells in
        for row in 0..<buffer.height
        where !Self.isRow(row, width: buffer.width, of: cells, sameAs: baseCells) {
          renderRow(row, width: buffer.width, of: cells, over: baseCells, into: &output)
        }
      }
    }
    previous = buffer
    framesRendered += 1
    totalBytesWritten += output.bytes.count
    return output.bytes
  }

  /// Whether `row` holds the same cells in both frames: the same bytes, since a cell is plain
  /// bits.
  private static func isRow(
    _ row: Int, width: Int, of cells: UnsafeBufferPointer<Cell>,
    sameAs base: UnsafeBufferPointer<Cell>
  ) -> Bool {
    guard width > 0, let first = cells.baseAddress, let baseFirst = base.baseAddress else {
      return true
    }
    let start = row * width
    return memcmp(first + start, baseFirst + start, width * MemoryLayout<Cell>.stride) == 0
  }

  /// Writes the cells of `row` that differ from the previous frame. The cells are read in
  /// place, not copied.
  private mutating func renderRow(
    _ row: Int, width: Int, of cells: UnsafeBufferPointer<Cell>,
    over base: UnsafeBufferPointer<Cell>, into output: inout ANSIOutput
  ) {
    let start = row * width
    var col = 0
    while col < width {
      let index = start + col
      let cellWidth = max(1, cells[index].width)
      guard !cells[index].isContinuation,
        (col..<min(width, col + cellWidth)).contains(where: {
          cells[start + $0] != base[start + $0]
        })
      else {
        col += 1
        continue
      }
      moveCursor(toRow: row, col: col, into: &output)
      switchStyle(to: cells[index].style, into: &output)
      output.appendCharacter(of: cells[index])
      cursor = (row, col + cellWidth)
      col += cellWidth
    }
  }

  /// Writes the SGR that turns the terminal's current style into `style`, if it looks any
  /// different: the colors alone when the attributes stay, a full reset otherwise.
  private mutating func switchStyle(to style: Style, into output: inout ANSIOutput) {
    let written = style.resolved(in: colorMode)
    if let currentStyle {
      guard currentStyle != written else { return }
      if currentStyle.hasSameAttributes(as: written) {
        output.beginSelectGraphicRendition()
        written.addColorChangeParameters(from: currentStyle, in: colorMode, to: &output)
        output.endSelectGraphicRendition()
        self.currentStyle = written
        return
      }
    }
    output.beginSelectGraphicRendition()
    written.addSGRParameters(in: colorMode, to: &output)
    output.endSelectGraphicRendition()
    currentStyle = written
  }

  private mutating func moveCursor(toRow row: Int, col: Int, into output: inout ANSIOutput) {
    if let cursor, cursor.row == row {
      if cursor.col == col { return }
      if cursor.col < col {
        let distance = col - cursor.col
        output.append(distance == 1 ? "\u{1B}[C" : "\u{1B}[\(distance)C")
        return
      }
    }
    output.append(col == 0 ? "\u{1B}[\(row + 1)H" : "\u{1B}[\(row + 1);\(col + 1)H")
  }
}
