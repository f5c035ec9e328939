/// A single-line text input: typing (Hangul included), paste, Backspace, Delete, cursor
/// moves by grapheme, an optional character limit with a "12/100" counter, a placeholder
/// and a read-only mode. It scrolls sideways by display width to keep the cursor visible.
///
/// Keys: characters and paste insert (line breaks in a paste become spaces); Left/Right
/// move; Home/End and Ctrl-A/Ctrl-E jump to the ends; Backspace/Delete delete; Ctrl-U
/// clears. Every character key is consumed, even when the limit rejects it.
public struct TextField: FormControl, Sendable, Hashable {
  /// The text as characters (grapheme clusters).
  public private(set) var characters: [Character]
  /// The cursor, as the number of characters before it (0…`characters.count`).
  public private(set) var cursorIndex: Int
  /// The index of the first character shown (the horizontal scroll).
  public private(set) var scrollIndex = 0
  /// Shown in the `.secondary` style while the text is empty.
  public var placeholder: String
  /// The most characters the user can enter, or `nil` for no limit.
  public var characterLimit: Int?
  /// When true the text cannot be edited and no cursor is drawn.
  public var isReadOnly: Bool

  /// A field holding `text`, with the cursor at its end.
  public init(
    text: String = "", placeholder: String = "", characterLimit: Int? = nil,
    isReadOnly: Bool = false
  ) {
    self.characters = TextInput.insertable(text, keepsNewlines: false, remaining: nil)
    self.cursorIndex = characters.count
    self.placeholder = placeholder
    self.characterLimit = characterLimit
    self.isReadOnly = isReadOnly
  }

  /// The text. Setting it puts the cursor at the end; it is not cut to the limit (a
  /// longer text shows a counter over the limit and accepts no more input).
  public var text: String {
    get { String(characters) }
    set {
      characters = TextInput.insertable(newValue, keepsNewlines: false, remaining: nil)
      cursorIndex = characters.count
      scrollIndex = 0
    }
  }

  /// The number of characters entered.
  public var characterCount: Int { characters.count }

  /// "12/100" when there is a limit, else `nil`.
  public var counterText: String? {
    characterLimit.map { TextInput.counter(count: characters.count, limit: $0) }
  }

  /// Handles a key (see the type's description); read-only fields use none.
  @discardableResult
  public mutating func handle(_ key: KeyEvent) -> Bool {
    guard !isReadOnly else { return false }
    switch key {
    case .char(let character):
      insert(String(character))
    case .paste(let text):
      insert(text)
    case .backspace:
      if cursorIndex > 0 {
        characters.remove(at: cursorIndex - 1)
        cursorIndex -= 1
      }
    case .delete:
      if cursorIndex < characters.count { characters.remove(at: cursorIndex) }
    case .left:
      cursorIndex = max(0, cursorIndex - 1)
    case .right:
      cursorIndex = min(characters.count, cursorIndex + 1)
    case .home, .ctrl("a"):
      cursorIndex = 0
    case .end, .ctrl("e"):
      cursorIndex = characters.count
    case .ctrl("u"):
      characters = []
      cursorIndex = 0
      scrollIndex = 0
    default:
      return false
    }
    return true
  }

  /// Inserts `text` at the cursor as far as the limit allows; line breaks become spaces.
  public mutating func insert(_ text: String) {
    let remaining = characterLimit.map { max(0, $0 - characters.count) }
    let inserted = TextInput.insertable(text, keepsNewlines: false, remaining: remaining)
    characters.insert(contentsOf: inserted, at: cursorIndex)
    cursorIndex += inserted.count
  }

  /// Blanks the first row of `rect` and draws there the text (or the placeholder), the
  /// counter at its
  /// right end, and, when focused and editable, the cursor as an inverse cell.
  public mutating func draw(into buffer: inout ScreenBuffer, in rect: Rect, isFocused: Bool) {
    let line = rect.line(0)
    guard !line.isEmpty else { return }
    buffer.fill(line)
    var field = line
    if let counterText {
      let split = line.splitRight(counterText.displayWidth + 1)
      field = split.rest
      buffer.write(" " + counterText, in: split.right, style: .secondary)
    }
    let showsCursor = isFocused && !isReadOnly
    scroll(toFit: field.width, showsCursor: showsCursor)
    if characters.isEmpty {
      buffer.write(placeholder.truncated(to: field.width), in: field, style: .secondary)
    } else {
      buffer.write(String(characters[scrollIndex...]), in: field)
    }
    guard showsCursor, !field.isEmpty else { return }
    let column = TextInput.width(of: characters[scrollIndex..<cursorIndex])
    let cellWidth = TextInput.cursorWidth(
      over: TextInput.character(in: characters, at: cursorIndex))
    buffer.applyStyle(.selected, row: field.row, col: field.col + column, width: cellWidth)
  }

  /// Moves `scrollIndex` so the cursor cell fits in `width` columns, showing as much text
  /// as possible; without a cursor the text is shown from its start.
  private mutating func scroll(toFit width: Int, showsCursor: Bool) {
    guard showsCursor else {
      scrollIndex = 0
      return
    }
    let cellWidth = TextInput.cursorWidth(
      over: TextInput.character(in: characters, at: cursorIndex))
    scrollIndex = min(scrollIndex, cursorIndex)
    var used = TextInput.width(of: characters[scrollIndex..<cursorIndex]) + cellWidth
    while scrollIndex < cursorIndex, used > width {
      used -= characters[scrollIndex].displayWidth
      scrollIndex += 1
    }
    var tail =
      TextInput.width(of: characters[scrollIndex...]) + (cursorIndex == characters.count ? 1 : 0)
    while scrollIndex > 0, tail + characters[scrollIndex - 1].displayWidth <= width {
      scrollIndex -= 1
      tail += characters[scrollIndex].displayWidth
    }
  }
}
