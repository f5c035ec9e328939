/// Turns successive `ScreenBuffer` frames into the ANSI bytes that update a terminal,
/// writing only the cells that changed since the previous frame.
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
    for row in 0..<buffer.height {
      renderRow(row, of: buffer, over: base, into: &output)
    }
    previous = buffer
    framesRendered += 1
    totalBytesWritten += output.bytes.count
    return output.bytes
  }

  private mutating func renderRow(
    _ row: Int, of buffer: ScreenBuffer, over base: ScreenBuffer, into output: inout ANSIOutput
  ) {
    var col = 0
    while col < buffer.width {
      let cell = buffer[row, col]
      let width = max(1, cell.width)
      guard !cell.isContinuation, hasChanged(row: row, col: col, width: width, buffer, base)
      else {
        col += 1
        continue
      }
      moveCursor(toRow: row, col: col, into: &output)
      switchStyle(to: cell.style, into: &output)
      output.append(cell.character)
      cursor = (row, col + width)
      col += width
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

  private func hasChanged(
    row: Int, col: Int, width: Int, _ buffer: ScreenBuffer, _ base: ScreenBuffer
  ) -> Bool {
    for offset in 0..<width where buffer[row, col + offset] != base[row, col + offset] {
      return true
    }
    return false
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
