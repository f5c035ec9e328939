/// A multi-line text input. Enter starts a new line; long lines wrap softly by display
/// width; Up/Down move between the wrapped rows keeping the column; the view scrolls to
/// keep the cursor visible. Limit, counter, placeholder and read-only work as in
/// `TextField` (a line break counts as one character).
///
/// Keys: characters, paste and Enter insert; Left/Right move (across line ends);
/// Up/Down move a row (unused on the first/last row, so a form can move the focus);
/// Home/End and Ctrl-A/Ctrl-E go to the line's ends; Backspace/Delete delete (joining
/// lines); Ctrl-U clears. Read-only: Up/Down/PgUp/PgDn scroll.
public struct TextArea: FormControl, Sendable, Hashable {
  /// The text's lines as characters; never empty (an empty text has one empty line).
  public internal(set) var lines: [[Character]]
  /// The cursor.
  public internal(set) var cursor: TextPosition
  /// The first wrapped row shown (the vertical scroll).
  public internal(set) var scrollRow = 0
  /// Shown in the `.secondary` style while the text is empty.
  public var placeholder: String
  /// The most characters the user can enter, or `nil` for no limit, counted in ``lengthUnit``.
  public var characterLimit: Int?
  /// What ``characterLimit`` counts: characters as the user sees them, or Unicode scalars
  /// (what a database's `length()` counts, where an emoji with a skin tone is two).
  public var lengthUnit: TextLengthUnit = .characters
  /// When true the text cannot be edited and no cursor is drawn.
  public var isReadOnly: Bool
  /// The width text wrapped at when last drawn; `nil` before the first draw.
  var wrapWidth: Int?
  /// The rows of text shown when last drawn.
  var viewportHeight = 0
  /// The number of wrapped rows when last drawn.
  var contentRowCount = 0
  /// The display column Up/Down aim for, kept while moving vertically.
  var preferredColumn: Int?

  /// An area holding `text`, with the cursor at its end.
  public init(
    text: String = "", placeholder: String = "", characterLimit: Int? = nil,
    isReadOnly: Bool = false
  ) {
    self.lines = [[]]
    self.cursor = TextPosition(line: 0, index: 0)
    self.placeholder = placeholder
    self.characterLimit = characterLimit
    self.isReadOnly = isReadOnly
    self.text = text
  }

  /// The text, lines joined with "\n". Setting it puts the cursor at the end; it is not
  /// cut to the limit.
  public var text: String {
    get { lines.map { String($0) }.joined(separator: "\n") }
    set {
      let characters = TextInput.insertable(newValue, keepsNewlines: true, remaining: nil)
      lines = characters.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
      cursor = TextPosition(line: lines.count - 1, index: lines[lines.count - 1].count)
      preferredColumn = nil
    }
  }

  /// The number of characters entered, line breaks included, counted in ``lengthUnit``.
  public var characterCount: Int {
    switch lengthUnit {
    case .characters: lines.reduce(lines.count - 1) { $0 + $1.count }
    case .unicodeScalars: lengthUnit.length(of: text)
    }
  }

  /// The counter a view model computed, shown instead of this area's own (its own rule for
  /// counting stays in one place: the view model's).
  public var counterLabel: String?

  /// Whether the counter a view model computed shows its limit reached (with
  /// ``counterLabel``); nil leaves it to this area's own limit.
  public var counterIsAtLimit: Bool?

  /// True when the counter is drawn in red: the text has reached its limit, so what is typed
  /// or pasted next is not taken.
  public var isCounterAtLimit: Bool {
    counterIsAtLimit ?? characterLimit.map { characterCount >= $0 } ?? false
  }

  /// ``counterLabel`` when set; else "12/100" when there is a limit, else `nil`.
  public var counterText: String? {
    counterLabel ?? characterLimit.map { TextInput.counter(count: characterCount, limit: $0) }
  }

  /// Handles a key (see the type's description).
  @discardableResult
  public mutating func handle(_ key: KeyEvent) -> Bool {
    guard !isReadOnly else { return scrollReadOnly(key) }
    var keepsColumn = false
    switch key {
    case .char(let character): insert(String(character))
    case .paste(let text): insert(text)
    case .enter: insert("\n")
    case .backspace: deleteBackward()
    case .delete: deleteForward()
    case .left: moveLeft()
    case .right: moveRight()
    case .up, .down:
      guard moveVertically(by: key == .up ? -1 : 1) else { return false }
      keepsColumn = true
    case .home, .ctrl("a"): cursor.index = 0
    case .end, .ctrl("e"): cursor.index = lines[cursor.line].count
    case .ctrl("u"):
      lines = [[]]
      cursor = TextPosition(line: 0, index: 0)
      scrollRow = 0
    default: return false
    }
    if !keepsColumn { preferredColumn = nil }
    return true
  }

  /// Scrolls a read-only area by a row or a page; true when it moved.
  private mutating func scrollReadOnly(_ key: KeyEvent) -> Bool {
    let page = max(1, viewportHeight - 1)
    let delta: Int
    switch key {
    case .up: delta = -1
    case .down: delta = 1
    case .pageUp: delta = -page
    case .pageDown: delta = page
    default: return false
    }
    let maximum = max(0, contentRowCount - viewportHeight)
    let target = min(max(0, scrollRow + delta), maximum)
    guard target != scrollRow else { return false }
    scrollRow = target
    return true
  }
}

/// A place in a `TextArea`'s text: a line and the number of characters before it there.
public struct TextPosition: Sendable, Hashable {
  /// The line, from 0.
  public var line: Int
  /// The characters before the position on that line.
  public var index: Int

  /// A position on `line` after `index` characters.
  public init(line: Int, index: Int) {
    self.line = line
    self.index = index
  }
}
