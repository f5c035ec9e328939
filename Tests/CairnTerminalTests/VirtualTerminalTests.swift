import CairnTerminalTesting
import Testing

@testable import CairnTerminal

@Suite("VirtualTerminal", .timeLimit(.minutes(1)))
struct VirtualTerminalTests {
  @Test("CUP positions the cursor (1-based) and text lands there")
  func movesCursor() {
    var terminal = VirtualTerminal(width: 6, height: 3)
    terminal.apply("\u{1B}[2;3HX\u{1B}[3HY\u{1B}[1;1HZ\u{1B}[2C!")
    #expect(terminal.lines == ["Z  !", "  X", "Y"])
    #expect(terminal.cursorRow == 0)
    #expect(terminal.cursorCol == 4)
  }

  @Test("SGR sets attributes and colors; 0 resets")
  func interpretsSGR() {
    var terminal = VirtualTerminal(width: 8, height: 1)
    terminal.apply("\u{1B}[1;31mA\u{1B}[0mB\u{1B}[2;7;9;38;5;200;44mC\u{1B}[22;27;29;39;49;93mD")
    #expect(terminal[0, 0].style == Style(foreground: .red, isBold: true))
    #expect(terminal[0, 1].style == .normal)
    #expect(
      terminal[0, 2].style
        == Style(
          foreground: .palette(200), background: .blue, isDim: true, isInverse: true,
          isStrikethrough: true))
    #expect(terminal[0, 3].style == Style(foreground: .bright(3)))
  }

  @Test("24-bit colors are read; values out of range leave the color as it was")
  func interpretsTrueColor() {
    var terminal = VirtualTerminal(width: 4, height: 1)
    terminal.apply("\u{1B}[38;2;255;128;0;48;2;0;0;1mA\u{1B}[38;2;300;0;0mB\u{1B}[0;48;2;1;2mC")
    let orange = Style(
      foreground: .rgb(red: 255, green: 128, blue: 0), background: .rgb(red: 0, green: 0, blue: 1))
    #expect(terminal[0, 0].style == orange)
    #expect(terminal[0, 1].style == orange)
    #expect(terminal[0, 2].style == .normal)
  }

  @Test("every preset style survives a round trip through its SGR sequence")
  func roundTripsStyles() {
    let styles: [Style] = [
      .normal, .secondary, .title, .selected, .danger, .accent, .success, .warning,
      .strikethrough, Style(foreground: .bright(6), background: .palette(17), isUnderlined: true),
      Style(
        foreground: .rgb(red: 1, green: 2, blue: 3), background: .rgb(red: 250, green: 0, blue: 9)),
    ]
    for style in styles {
      var terminal = VirtualTerminal(width: 2, height: 1)
      terminal.apply(style.sgrSequence(in: .trueColor) + "x")
      #expect(terminal[0, 0].style == style)
    }
  }

  @Test("CR returns and LF only moves down (no output processing in raw mode)")
  func handlesCarriageReturnAndLineFeed() {
    var terminal = VirtualTerminal(width: 6, height: 3)
    terminal.apply("ab\ncd\r\nef")
    #expect(terminal.lines == ["ab", "  cd", "ef"])
  }

  @Test("EL and ED erase parts of the line and screen")
  func erases() {
    var terminal = VirtualTerminal(width: 5, height: 3)
    terminal.apply("abcde\r\nfghij\r\nklmno")
    terminal.apply("\u{1B}[2;3H\u{1B}[K")
    #expect(terminal.lines == ["abcde", "fg", "klmno"])
    terminal.apply("\u{1B}[1;2H\u{1B}[1K")
    #expect(terminal.lines == ["  cde", "fg", "klmno"])
    terminal.apply("\u{1B}[2J")
    #expect(terminal.lines == ["", "", ""])
  }

  @Test("mode switches set the cursor, alternate screen and paste flags")
  func tracksModes() {
    var terminal = VirtualTerminal(width: 6, height: 2)
    terminal.apply("shell")
    terminal.apply(TerminalControl.setUp)
    #expect(terminal.isAlternateScreen)
    #expect(!terminal.isCursorVisible)
    #expect(terminal.isBracketedPasteEnabled)
    #expect(terminal.lines == ["", ""])
    terminal.apply("app")
    terminal.apply(TerminalControl.restore)
    #expect(!terminal.isAlternateScreen)
    #expect(terminal.isCursorVisible)
    #expect(!terminal.isBracketedPasteEnabled)
    #expect(terminal.lines == ["shell", ""])
  }

  @Test("sequences and characters split across applies are interpreted once")
  func handlesSplitInput() {
    let all = Array("\u{1B}[1;31m한\u{1B}[2;2Hx".utf8)
    for cut in 1..<all.count {
      var terminal = VirtualTerminal(width: 4, height: 2)
      terminal.apply(all[..<cut])
      terminal.apply(all[cut...])
      #expect(terminal.lines == ["한", " x"], "cut at \(cut)")
      #expect(terminal[0, 0].style == Style(foreground: .red, isBold: true), "cut at \(cut)")
    }
  }

  @Test("wide characters take two cells; text wraps and scrolls at the edges")
  func wrapsAndScrolls() {
    var terminal = VirtualTerminal(width: 3, height: 2)
    terminal.apply("a한b")
    #expect(terminal.lines == ["a한", "b"])
    terminal.apply("cd\r\nz")
    #expect(terminal.lines == ["bcd", "z"])
  }
}
