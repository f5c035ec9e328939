import CairnTerminalTesting
import Testing

@testable import CairnTerminal

private func frame(_ rows: [String], width: Int = 12, style: Style = .normal) -> ScreenBuffer {
  var buffer = ScreenBuffer(width: width, height: rows.count)
  for (row, text) in rows.enumerated() {
    buffer.write(text, at: row, col: 0, style: style)
  }
  return buffer
}

@Suite("Renderer", .timeLimit(.minutes(1)))
struct RendererTests {
  @Test("the first frame clears the screen and draws everything")
  func drawsFirstFrameFully() {
    var renderer = Renderer()
    var terminal = VirtualTerminal(width: 12, height: 3)
    terminal.apply("garbage everywhere")
    let first = frame(["할 일", "", "  done ✅"])
    let bytes = renderer.render(first)
    #expect(bytes.starts(with: Array("\u{1B}[0m\u{1B}[2J".utf8)))
    terminal.apply(bytes)
    #expect(terminal.screen == first)
    #expect(terminal.lines == ["할 일", "", "  done ✅"])
  }

  @Test("an unchanged frame writes nothing")
  func writesNothingForSameFrame() {
    var renderer = Renderer()
    let screen = frame(["a", "b"])
    _ = renderer.render(screen)
    #expect(renderer.render(screen).isEmpty)
    #expect(renderer.framesRendered == 2)
  }

  @Test("a frame drawn anew with nothing changed writes nothing; a change in any cell is found")
  func comparesRowsThenCells() {
    var renderer = Renderer()
    let rows = ["할 일 목록 ✅", "두 번째 줄", "👩‍👩‍👧 가족", "마지막"]
    var terminal = VirtualTerminal(width: 12, height: 4)
    terminal.apply(renderer.render(frame(rows)))
    #expect(renderer.render(frame(rows)).isEmpty)
    for row in rows.indices {
      for col in 0..<12 {
        var changed = frame(rows)
        changed.write("x", at: row, col: col)
        let bytes = renderer.render(changed)
        #expect(!bytes.isEmpty, "a change at \(row), \(col)")
        terminal.apply(bytes)
        #expect(terminal.screen == changed)
      }
    }
  }

  @Test("a one-cell change writes a few bytes and the terminal matches the new frame")
  func writesOneCellChange() {
    var renderer = Renderer()
    var terminal = VirtualTerminal(width: 12, height: 3)
    let before = frame(["hello", "world", "again"])
    terminal.apply(renderer.render(before))
    var after = before
    after.write("W", at: 1, col: 0)
    let bytes = renderer.render(after)
    #expect(!bytes.isEmpty)
    #expect(bytes.count < 20)
    #expect(!bytes.contains(0x0A))
    terminal.apply(bytes)
    #expect(terminal.screen == after)
    #expect(terminal.lines == ["hello", "World", "again"])
  }

  @Test("adjacent changed cells are written as one run with one cursor move")
  func coalescesRuns() {
    var renderer = Renderer()
    var terminal = VirtualTerminal(width: 12, height: 2)
    let before = frame(["abcdefgh", ""])
    terminal.apply(renderer.render(before))
    let after = frame(["abXYZfgh", ""])
    let bytes = renderer.render(after)
    #expect(bytes == Array("\u{1B}[1;3HXYZ".utf8))
    terminal.apply(bytes)
    #expect(terminal.screen == after)
  }

  @Test("style changes write SGR only when the style differs")
  func writesStyleChanges() {
    var renderer = Renderer()
    var terminal = VirtualTerminal(width: 8, height: 1)
    terminal.apply(renderer.render(frame(["abcd"], width: 8)))
    var after = frame(["abcd"], width: 8)
    after.applyStyle(.danger, row: 0, col: 1, width: 2)
    let bytes = renderer.render(after)
    #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[1;2H\u{1B}[31mbc")
    terminal.apply(bytes)
    #expect(terminal.screen == after)
    #expect(terminal[0, 2].style == .danger)
  }

  @Test("wide characters replacing narrow ones, and back, stay aligned")
  func replacesWideCharacters() {
    var renderer = Renderer()
    var terminal = VirtualTerminal(width: 8, height: 1)
    let frames = [
      frame(["ab한글cd"], width: 8), frame(["a한b글cd"], width: 8),
      frame(["가나다라"], width: 8), frame(["x나y다z"], width: 8), frame([""], width: 8),
    ]
    for next in frames {
      terminal.apply(renderer.render(next))
      #expect(terminal.screen == next)
    }
  }

  @Test("a size change redraws fully, and invalidate forces a full redraw")
  func redrawsOnSizeChangeAndInvalidate() {
    var renderer = Renderer()
    _ = renderer.render(frame(["abc"], width: 10))
    let wider = frame(["abc"], width: 14)
    let resized = renderer.render(wider)
    #expect(resized.starts(with: Array("\u{1B}[0m\u{1B}[2J".utf8)))
    var terminal = VirtualTerminal(width: 14, height: 1)
    terminal.apply(resized)
    #expect(terminal.screen == wider)
    renderer.invalidate()
    let redrawn = renderer.render(wider)
    #expect(redrawn == resized)
  }

  @Test("the byte counter adds up every frame")
  func countsBytes() {
    var renderer = Renderer()
    let first = renderer.render(frame(["one"]))
    let second = renderer.render(frame(["two"]))
    #expect(renderer.totalBytesWritten == first.count + second.count)
    #expect(renderer.totalBytesWritten > 0)
  }

  @Test("monochrome output has attributes but no colors")
  func writesMonochrome() {
    var renderer = Renderer(colorMode: .monochrome)
    var screen = ScreenBuffer(width: 4, height: 1)
    screen.write("!", at: 0, col: 0, style: Style.danger.merging(.title))
    let text = String(decoding: renderer.render(screen), as: UTF8.self)
    #expect(text.contains("\u{1B}[0;1m!"))
    #expect(!text.contains("31"))
  }

  @Test("random frames rendered as diffs always leave the terminal equal to the frame")
  func matchesRandomFrames() {
    var generator = SplitMix64(seed: 2_024)
    let pieces = ["a", "b", " ", "한", "글", "👍", "é", "─", "가나", "xy"]
    let styles: [Style] = [.normal, .title, .danger, .selected, .secondary, .accent]
    var renderer = Renderer()
    var terminal = VirtualTerminal(width: 9, height: 4)
    var screen = ScreenBuffer(width: 9, height: 4)
    for _ in 0..<300 {
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        screen.write(
          pieces.randomElement(using: &generator) ?? "a",
          at: Int.random(in: 0..<4, using: &generator),
          col: Int.random(in: -1..<9, using: &generator),
          style: styles.randomElement(using: &generator) ?? .normal)
      }
      terminal.apply(renderer.render(screen))
      #expect(terminal.screen == screen)
    }
  }
}

/// A small deterministic generator so that random tests repeat exactly.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
