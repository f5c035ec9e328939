import Testing

@testable import CairnTerminal

@Suite("KeyDecoder: UTF-8 text and bracketed paste", .timeLimit(.minutes(1)))
struct KeyDecoderTextTests {
  @Test("Hangul split at every byte boundary decodes to the same characters")
  func decodesSplitHangul() {
    let all = Array("한글".utf8)
    for cut in 1..<all.count {
      var decoder = KeyDecoder()
      let events = decoder.feed(all[..<cut]) + decoder.feed(all[cut...])
      #expect(events == [.char("한"), .char("글")], "cut at \(cut)")
      #expect(!decoder.hasPendingInput)
    }
  }

  @Test("a partial UTF-8 character survives flushPending")
  func partialCharacterSurvivesFlush() {
    let all = Array("👍".utf8)
    var decoder = KeyDecoder()
    #expect(decoder.feed(all[..<2]).isEmpty)
    #expect(decoder.flushPending().isEmpty)
    #expect(decoder.feed(all[2...]) == [.char("👍")])
  }

  @Test("multi-scalar characters in one read are one .char")
  func groupsGraphemeClusters() {
    var decoder = KeyDecoder()
    #expect(decoder.feed(Array("e\u{301}".utf8)) == [.char("e\u{301}")])
    #expect(decoder.feed(Array("👨‍👩‍👧🇰🇷".utf8)) == [.char("👨‍👩‍👧"), .char("🇰🇷")])
    #expect(
      decoder.feed(Array("\u{1100}\u{1161}\u{11A8}".utf8)) == [.char("\u{1100}\u{1161}\u{11A8}")])
  }

  @Test("invalid UTF-8 becomes U+FFFD and decoding resynchronizes")
  func replacesInvalidBytes() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0xFF, 0x61]) == [.char("\u{FFFD}"), .char("a")])
    #expect(decoder.feed([0x80]) == [.char("\u{FFFD}")])
    #expect(decoder.feed([0xED, 0xA0, 0x80]).count == 3)
    #expect(decoder.feed([0xC0, 0xAF]) == [.char("\u{FFFD}"), .char("\u{FFFD}")])
    #expect(decoder.feed([0xE4, 0x41]) == [.char("\u{FFFD}"), .char("A")])
    #expect(decoder.feed([0xE4, 0xB8, 0x1B, 0x5B, 0x41]) == [.char("\u{FFFD}"), .up])
    #expect(!decoder.hasPendingInput)
  }

  @Test("bracketed paste arrives as one .paste, with CR line breaks made \\n")
  func decodesPaste() {
    var decoder = KeyDecoder()
    let input = "x\u{1B}[200~첫 줄\r\n둘\r셋\u{1B}[A\u{1B}[201~y"
    #expect(
      decoder.feed(Array(input.utf8)) == [
        .char("x"), .paste("첫 줄\n둘\n셋\u{1B}[A"), .char("y"),
      ])
  }

  @Test("paste markers and content split at every byte boundary")
  func decodesSplitPaste() {
    let all = Array("\u{1B}[200~a한\u{1B}[201~".utf8)
    let startMarkerLength = 6
    for cut in 1..<all.count {
      var decoder = KeyDecoder()
      var events = decoder.feed(all[..<cut])
      // Inside a paste, a quiet moment (the reader's flush) must not end or break it.
      if cut >= startMarkerLength { events += decoder.flushPending() }
      events += decoder.feed(all[cut...])
      #expect(events == [.paste("a한")], "cut at \(cut)")
      #expect(!decoder.hasPendingInput)
    }
  }

  @Test("an empty paste and a paste in three reads")
  func decodesEmptyAndLongPaste() {
    var decoder = KeyDecoder()
    #expect(decoder.feed(Array("\u{1B}[200~\u{1B}[201~".utf8)) == [.paste("")])
    #expect(decoder.feed(Array("\u{1B}[200~one ".utf8)).isEmpty)
    #expect(decoder.hasPendingInput)
    #expect(decoder.feed(Array("two \u{1B}".utf8)).isEmpty)
    #expect(decoder.feed(Array("[201~".utf8)) == [.paste("one two ")])
  }
}
