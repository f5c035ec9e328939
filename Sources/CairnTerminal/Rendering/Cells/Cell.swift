/// One column of one row of the screen.
///
/// A wide character (two columns) is stored in its first cell; the cell to its right
/// is a continuation cell that holds nothing of its own.
public struct Cell: Sendable, Hashable {
  /// The grapheme cluster shown here; a space when blank, ignored for continuations.
  public var character: Character {
    didSet { characterWidth = Self.width(of: character, isContinuation: isContinuation) }
  }
  /// How the cell looks.
  public var style: Style
  /// Whether this is the right half of the wide character in the cell to its left.
  public var isContinuation: Bool {
    didSet { characterWidth = Self.width(of: character, isContinuation: isContinuation) }
  }
  /// The width, worked out once when the cell is made: the renderer asks for it per cell on
  /// every frame.
  private var characterWidth: UInt8

  /// A cell showing `character` in `style`.
  public init(_ character: Character, style: Style = .normal) {
    self.character = character
    self.style = style
    self.isContinuation = false
    characterWidth = Self.width(of: character, isContinuation: false)
  }

  private static func width(of character: Character, isContinuation: Bool) -> UInt8 {
    isContinuation ? 0 : UInt8(max(1, character.displayWidth))
  }

  /// An empty cell: a space in the normal style.
  public static let blank = Cell(" ")

  /// The right half of a wide character drawn in `style`.
  public static func continuation(style: Style) -> Cell {
    var cell = Cell(" ", style: style)
    cell.isContinuation = true
    return cell
  }

  /// Columns this cell's character covers: 2 for a wide character, 0 for a continuation.
  public var width: Int { Int(characterWidth) }
}
