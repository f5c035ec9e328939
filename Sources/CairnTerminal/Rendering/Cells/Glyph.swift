/// A grapheme cluster in 64 bits: its UTF-8 bytes themselves when they fit (every character of
/// Hangul, of the box drawing and block elements, nearly every emoji), or its number in
/// ``GlyphTable`` for a longer one. Two cells then compare as two plain numbers, and a row as a
/// block of memory: how the renderer tells in a few microseconds that nothing changed.
struct Glyph: Hashable, Sendable {
  /// Up to 8 UTF-8 bytes, the first in the low byte, unused bytes zero; or, when the low byte is
  /// zero, a ``GlyphTable`` number shifted left by 8.
  let bits: UInt64

  /// The glyph of `character`.
  init(_ character: Character) {
    // The string of a character is its own storage, and its bytes are read in place: walking
    // `character.utf8` instead made this a tenth of drawing a frame.
    var text = String(character)
    let packed: UInt64? = text.withUTF8 { bytes in
      // A NUL byte would end the bytes early; nine or more do not fit.
      guard bytes.count <= 8 else { return nil }
      var value: UInt64 = 0
      for (index, byte) in bytes.enumerated() {
        guard byte != 0 else { return nil }
        value |= UInt64(byte) << (8 * UInt64(index))
      }
      return value
    }
    bits = packed ?? GlyphTable.shared.number(of: character) << 8
  }

  /// A space.
  static let space = Glyph(" ")

  /// The character.
  var character: Character {
    guard bits & 0xFF != 0 else { return GlyphTable.shared.character(numbered: bits >> 8) }
    let length = (64 - bits.leadingZeroBitCount + 7) / 8
    return withUnsafeBytes(of: bits.littleEndian) { bytes in
      String(decoding: bytes.prefix(length), as: UTF8.self).first ?? " "
    }
  }

  /// Appends the character's UTF-8 to `bytes`.
  func appendUTF8(to bytes: inout [UInt8]) {
    guard bits & 0xFF != 0 else {
      bytes.append(contentsOf: GlyphTable.shared.character(numbered: bits >> 8).utf8)
      return
    }
    var rest = bits
    while rest != 0 {
      bytes.append(UInt8(truncatingIfNeeded: rest))
      rest >>= 8
    }
  }
}
