/// One column of one row of the screen.
///
/// A wide character (two columns) is stored in its first cell; the cell to its right
/// is a continuation cell that holds nothing of its own.
public struct Cell: Sendable, Hashable {
  /// The grapheme cluster shown here; a space when blank, ignored for continuations.
  public var character: Character
  /// How the cell looks.
  public var style: Style
  /// Whether this is the right half of the wide character in the cell to its left.
  public var isContinuation: Bool

  /// A cell showing `character` in `style`.
  public init(_ character: Character, style: Style = .normal) {
    self.character = character
    self.style = style
    self.isContinuation = false
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
  public var width: Int { isContinuation ? 0 : max(1, character.displayWidth) }
}
