import CairnTerminal

/// An in-memory terminal that interprets ANSI output: text, CR/LF/BS, cursor movement
/// (CUP, CUU/CUD/CUF/CUB, CHA, VPA), erasing (ED, EL), SGR, and the cursor, alternate
/// screen and bracketed-paste modes. Tests feed it `Renderer` output and compare its
/// `screen` (or `lines`) with the frame that was rendered.
public struct VirtualTerminal: Sendable {
  /// What the terminal shows now, characters and styles.
  public private(set) var screen: ScreenBuffer
  /// Zero-based cursor row.
  public private(set) var cursorRow = 0
  /// Zero-based cursor column.
  public private(set) var cursorCol = 0
  /// Whether the cursor is shown (DEC mode 25).
  public private(set) var isCursorVisible = true
  /// Whether the alternate screen is active (DEC mode 1049).
  public private(set) var isAlternateScreen = false
  /// Whether bracketed paste is on (DEC mode 2004).
  public private(set) var isBracketedPasteEnabled = false
  /// The style the next character will be drawn in.
  public private(set) var currentStyle = Style.normal
  var isWrapPending = false
  var savedMainScreen: ScreenBuffer?
  private var pending: [UInt8] = []

  /// A blank terminal of `width` × `height` with the cursor at the top left.
  public init(width: Int, height: Int) {
    screen = ScreenBuffer(width: width, height: height)
  }

  /// Number of columns.
  public var width: Int { screen.width }
  /// Number of rows.
  public var height: Int { screen.height }
  /// Every row as text, trailing spaces trimmed.
  public var lines: [String] { screen.lines }
  /// `lines` joined with "\n".
  public var text: String { screen.text }
  /// The characters of one row, every column included.
  public func text(row: Int) -> String { screen.text(row: row) }
  /// The cell at `row`, `col`.
  public subscript(row: Int, col: Int) -> Cell { screen[row, col] }

  /// Interprets `string` as terminal output.
  public mutating func apply(_ string: String) {
    apply(Array(string.utf8))
  }

  /// Interprets `bytes` as terminal output. A sequence or character cut at the end is
  /// kept until the next call.
  public mutating func apply(_ bytes: some Sequence<UInt8>) {
    pending.append(contentsOf: bytes)
    var index = 0
    var text = String.UnicodeScalarView()
    scanning: while index < pending.count {
      let byte = pending[index]
      if byte >= 0x20, byte != 0x7F {
        switch UTF8Scanner.scan(pending, at: index) {
        case .incomplete: break scanning
        case .scalar(let scalar, let length):
          text.append(scalar)
          index += length
        case .invalid(let length):
          text.append(UTF8Scanner.replacement)
          index += length
        }
        continue
      }
      printCharacters(of: &text)
      if byte == 0x1B {
        guard let length = applyEscapeSequence(at: index) else { break scanning }
        index += length
      } else {
        applyControlCharacter(byte)
        index += 1
      }
    }
    printCharacters(of: &text)
    pending.removeFirst(index)
  }

  /// Changes the size, keeping what fits; the cursor is clamped into the new grid.
  public mutating func resize(width: Int, height: Int) {
    var resized = ScreenBuffer(width: width, height: height)
    resized.draw(screen, at: 0, col: 0)
    screen = resized
    moveCursor(row: cursorRow, col: cursorCol)
  }

  private mutating func printCharacters(of text: inout String.UnicodeScalarView) {
    guard !text.isEmpty else { return }
    for character in String(text) {
      printCharacter(character)
    }
    text = String.UnicodeScalarView()
  }

  private mutating func printCharacter(_ character: Character) {
    let characterWidth = character.displayWidth
    guard characterWidth > 0, width >= characterWidth, height > 0 else { return }
    if isWrapPending || cursorCol + characterWidth > width {
      cursorCol = 0
      lineFeed()
    }
    isWrapPending = false
    screen.place(
      Cell(character, style: currentStyle), width: characterWidth, row: cursorRow, col: cursorCol)
    cursorCol += characterWidth
    if cursorCol >= width {
      cursorCol = width - 1
      isWrapPending = true
    }
  }

  private mutating func applyControlCharacter(_ byte: UInt8) {
    switch byte {
    case 0x0D:
      moveCursor(row: cursorRow, col: 0)
    case 0x0A, 0x0B, 0x0C:
      isWrapPending = false
      lineFeed()
    case 0x08:
      moveCursor(row: cursorRow, col: cursorCol - 1)
    case 0x09:
      moveCursor(row: cursorRow, col: (cursorCol / 8 + 1) * 8)
    default:
      break
    }
  }

  /// Moves down one row, scrolling the screen up at the bottom.
  mutating func lineFeed() {
    if cursorRow + 1 < height {
      cursorRow += 1
      return
    }
    var scrolled = ScreenBuffer(width: width, height: height)
    scrolled.draw(screen, at: -1, col: 0)
    screen = scrolled
  }

  /// Moves the cursor, clamped to the grid, and cancels a pending wrap.
  mutating func moveCursor(row: Int, col: Int) {
    cursorRow = min(max(0, row), max(0, height - 1))
    cursorCol = min(max(0, col), max(0, width - 1))
    isWrapPending = false
  }

  mutating func setStyle(_ style: Style) { currentStyle = style }

  mutating func setMode(_ mode: Int, isOn: Bool) {
    switch mode {
    case 25:
      isCursorVisible = isOn
    case 2004:
      isBracketedPasteEnabled = isOn
    case 47, 1047, 1049:
      switchScreen(toAlternate: isOn)
    default:
      break
    }
  }

  private mutating func switchScreen(toAlternate isAlternate: Bool) {
    guard isAlternate != isAlternateScreen else { return }
    isAlternateScreen = isAlternate
    if isAlternate {
      savedMainScreen = screen
      screen = ScreenBuffer(width: width, height: height)
    } else {
      var main = ScreenBuffer(width: width, height: height)
      if let savedMainScreen { main.draw(savedMainScreen, at: 0, col: 0) }
      screen = main
      savedMainScreen = nil
    }
  }

  /// Blanks `count` cells of `row` from `col`.
  mutating func erase(row: Int, fromCol col: Int, count: Int) {
    guard row >= 0, row < height else { return }
    for column in max(0, col)..<min(width, col + max(0, count)) {
      screen.place(.blank, width: 1, row: row, col: column)
    }
  }

  func pendingBytes(from index: Int) -> ArraySlice<UInt8> { pending[index...] }
}
