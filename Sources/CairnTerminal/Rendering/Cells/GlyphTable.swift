import Foundation

/// Numbers for the grapheme clusters too long for a ``Glyph``'s 8 bytes (family emoji, a letter
/// with several combining marks), shared by every buffer so that a number means the same
/// character everywhere. Each cluster is kept once, by its bytes, for the life of the process: a
/// screen shows few of them.
final class GlyphTable: @unchecked Sendable {
  // @unchecked Sendable: `numbers` and `characters` are only touched under `lock`.
  /// The table every glyph uses.
  static let shared = GlyphTable()

  private let lock = NSLock()
  private var numbers: [[UInt8]: UInt64] = [:]
  private var characters: [Character] = []

  /// The number of `character`, given it on first use.
  func number(of character: Character) -> UInt64 {
    let bytes = Array(character.utf8)
    return lock.withLock {
      if let number = numbers[bytes] { return number }
      let number = UInt64(characters.count)
      characters.append(character)
      numbers[bytes] = number
      return number
    }
  }

  /// The character with `number`; a space for a number never given.
  func character(numbered number: UInt64) -> Character {
    lock.withLock {
      number < UInt64(characters.count) ? characters[Int(number)] : " "
    }
  }
}
