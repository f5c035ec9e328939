import Testing

@testable import CairnTerminal

/// Feeds `bytes` in one read, then flushes, and returns every event.
private func decodeAll(_ bytes: [UInt8]) -> [KeyEvent] {
  var decoder = KeyDecoder()
  return decoder.feed(bytes) + decoder.flushPending()
}

private func bytes(_ string: String) -> [UInt8] { Array(string.utf8) }

@Suite("KeyDecoder: keys and escape sequences", .timeLimit(.minutes(1)))
struct KeyDecoderTests {
  static let sequences: [(String, KeyEvent)] = [
    ("\u{1B}[A", .up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
    ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
    ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
    ("\u{1B}[1~", .home), ("\u{1B}[4~", .end), ("\u{1B}[7~", .home), ("\u{1B}[8~", .end),
    ("\u{1B}[2~", .insert), ("\u{1B}[3~", .delete),
    ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[Z", .backTab),
    ("\u{1B}OP", .function(1)), ("\u{1B}OS", .function(4)), ("\u{1B}[15~", .function(5)),
    ("\u{1B}[17~", .function(6)), ("\u{1B}[21~", .function(10)), ("\u{1B}[24~", .function(12)),
    ("\u{1B}[[A", .function(1)), ("\u{1B}[1;2A", .up), ("\u{1B}[1;5C", .right),
    ("\u{1B}[3;2~", .delete), ("\u{1B}OM", .enter),
  ]

  @Test("each escape sequence decodes to its key", arguments: 0..<sequences.count)
  func decodesSequence(index: Int) {
    let (sequence, key) = Self.sequences[index]
    var decoder = KeyDecoder()
    #expect(decoder.feed(bytes(sequence)) == [key])
    #expect(!decoder.hasPendingInput)
  }

  @Test("each escape sequence split at every byte boundary still decodes once")
  func decodesSplitSequences() {
    for (sequence, key) in Self.sequences {
      let all = bytes(sequence)
      for cut in 1..<all.count {
        var decoder = KeyDecoder()
        let first = decoder.feed(all[..<cut])
        let second = decoder.feed(all[cut...])
        #expect(first.isEmpty, "cut \(cut) of \(all)")
        #expect(second == [key], "cut \(cut) of \(all)")
      }
    }
  }

  @Test("single-byte keys: Enter, Tab, Backspace, printable ASCII")
  func decodesSingleBytes() {
    #expect(decodeAll([0x0D]) == [.enter])
    #expect(decodeAll([0x0A]) == [.enter])
    #expect(decodeAll([0x09]) == [.tab])
    #expect(decodeAll([0x7F]) == [.backspace])
    #expect(decodeAll(bytes("jk q")) == [.char("j"), .char("k"), .char(" "), .char("q")])
  }

  @Test("control bytes 1–26 except Tab and Enter are .ctrl letters; Ctrl-C is byte 3")
  func decodesControlLetters() {
    #expect(decodeAll([3]) == [.ctrl("c")])
    #expect(decodeAll([1]) == [.ctrl("a")])
    #expect(decodeAll([19]) == [.ctrl("s")])
    #expect(decodeAll([26]) == [.ctrl("z")])
    #expect(decodeAll([8]) == [.ctrl("h")])
    #expect(decodeAll([0x1F]) == [.ctrl("_")])
  }

  @Test("a lone ESC waits, then flushPending reports Escape")
  func loneEscapeNeedsFlush() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B]).isEmpty)
    #expect(decoder.isAwaitingEscapeTimeout)
    #expect(decoder.flushPending() == [.escape])
    #expect(!decoder.hasPendingInput)
    #expect(decoder.flushPending().isEmpty)
  }

  @Test("ESC followed by the rest of a sequence in a later read is not Escape")
  func escapeStartsSequence() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B]).isEmpty)
    #expect(decoder.feed(bytes("[A")) == [.up])
    #expect(decoder.flushPending().isEmpty)
  }

  @Test("ESC ESC is one Escape, then a pending one; ESC before a control is Escape")
  func escapeBeforeEscapeOrControl() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B, 0x1B]) == [.escape])
    #expect(decoder.flushPending() == [.escape])
    #expect(decodeAll([0x1B, 0x0D]) == [.escape, .enter])
  }

  @Test("Alt+key arrives as ESC + key")
  func decodesAlt() {
    #expect(decodeAll(bytes("\u{1B}x")) == [.alt("x")])
    #expect(decodeAll(bytes("\u{1B}한")) == [.alt("한")])
    var decoder = KeyDecoder()
    #expect(decoder.feed(bytes("\u{1B}[")).isEmpty)
    #expect(decoder.flushPending() == [.alt("[")])
    #expect(decoder.feed(bytes("\u{1B}O")).isEmpty)
    #expect(decoder.flushPending() == [.alt("O")])
  }

  @Test("with Alt recognition off, ESC + key is Escape then the key")
  func splitsAltWhenAsked() {
    var decoder = KeyDecoder(shouldRecognizeAlt: false)
    #expect(decoder.feed(Array("\u{1B}j\u{1B}[B".utf8)) == [.escape, .char("j"), .down])
  }

  @Test("an unfinished CSI is dropped on flush and decoding continues")
  func unfinishedSequenceIsDropped() {
    var decoder = KeyDecoder()
    #expect(decoder.feed(bytes("\u{1B}[1;")).isEmpty)
    #expect(decoder.flushPending().isEmpty)
    #expect(decoder.feed(bytes("a")) == [.char("a")])
  }

  @Test("unknown sequences are ignored; keys around them survive")
  func ignoresUnknownSequences() {
    #expect(decodeAll(bytes("a\u{1B}[99~b\u{1B}[Ic")) == [.char("a"), .char("b"), .char("c")])
    #expect(decodeAll(bytes("\u{1B}[24;80R")).isEmpty)
  }

  @Test("a mix of keys in one read keeps its order")
  func decodesMixedRead() {
    let events = decodeAll(bytes("a\u{1B}[B\r\u{1B}[Z한\t"))
    #expect(events == [.char("a"), .down, .enter, .backTab, .char("한"), .tab])
  }
}
