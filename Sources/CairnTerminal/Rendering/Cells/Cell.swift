/// One column of one row of the screen.
///
/// A wide character (two columns) is stored in its first cell; the cell to its right
/// is a continuation cell that holds nothing of its own.
///
/// A cell is two numbers — its character as a ``Glyph``, and its style, width and continuation
/// flag packed together — so that comparing two cells, or two rows of cells, compares plain bits:
/// the renderer finds an unchanged 200×60 frame unchanged in a few microseconds. Two cells are
/// equal when they hold the same bytes in the same style.
public struct Cell: Sendable, Hashable {
  private var glyph: Glyph
  /// ``Style/packed`` in bits 0–58, the continuation flag in bit 59, the width in bits 60–61.
  private var look: UInt64

  private static let continuationBit: UInt64 = 1 << 59
  private static let widthShift: UInt64 = 60

  /// The grapheme cluster shown here; a space when blank, ignored for continuations.
  public var character: Character {
    get { glyph.character }
    set {
      glyph = Glyph(newValue)
      setWidth(of: newValue)
    }
  }

  /// How the cell looks.
  public var style: Style {
    get { Style(packed: look) }
    set { look = look & ~Style.packedMask | newValue.packed }
  }

  /// Whether this is the right half of the wide character in the cell to its left.
  public var isContinuation: Bool {
    get { look & Self.continuationBit != 0 }
    set {
      look = newValue ? look | Self.continuationBit : look & ~Self.continuationBit
      setWidth(of: glyph.character)
    }
  }

  /// A cell showing `character` in `style`.
  public init(_ character: Character, style: Style = .normal) {
    self.init(character, packedStyle: style.packed)
  }

  /// A cell showing `character` in the style packed as `packedStyle` (``Style/packed``): text
  /// written in one style packs it once.
  init(_ character: Character, packedStyle: UInt64) {
    glyph = Glyph(character)
    look = packedStyle
    setWidth(of: character)
  }

  /// A cell showing `character`, whose display width the caller already knows, in the style
  /// packed as `packedStyle`.
  init(_ character: Character, packedStyle: UInt64, displayWidth: Int) {
    glyph = Glyph(character)
    look = packedStyle | UInt64(min(3, max(1, displayWidth))) << Self.widthShift
  }

  /// The width, worked out once when the cell is made: the renderer asks for it per cell on
  /// every frame. A continuation is 0 wide, anything else at least 1.
  private mutating func setWidth(of character: Character) {
    let width = isContinuation ? 0 : UInt64(min(3, max(1, character.displayWidth)))
    look = look & ~(3 << Self.widthShift) | width << Self.widthShift
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
  public var width: Int { Int(look >> Self.widthShift & 3) }

  /// Appends the character's UTF-8 to `bytes`, without making a `Character`.
  func appendCharacter(to bytes: inout [UInt8]) {
    glyph.appendUTF8(to: &bytes)
  }
}
