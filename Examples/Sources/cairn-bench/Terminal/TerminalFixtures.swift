import CairnTerminal

/// The screen the terminal-rendering benchmarks draw: 200×60, a title bar, a hint line, 56 task
/// rows of mixed ASCII and Hangul text (dates dimmed, overdue tags red, one row selected), a
/// status line and key hints. Every row is written to the right edge.
enum TerminalFixtures {
  /// Columns of the screen.
  static let width = 200
  /// Rows of the screen.
  static let height = 60
  /// The row whose text differs between ``screen(variant:)`` 0 and 1.
  static let changingRow = 30
  /// The row drawn selected (inverse).
  static let selectedRow = 10

  private static let titles = [
    "장보기: 우유, 계란, bread and 사과", "Write the quarterly report 분기 보고서 초안",
    "치과 예약 dentist appointment", "Fix renderer flicker on resize", "운동 — 30분 running",
    "Reply to 김민수 about the 회의 agenda", "세금 신고 tax return paperwork",
    "Renew passport 여권 갱신", "책 반납 return library books", "Plan the 주말 trip to Busan",
  ]

  /// Text repeated to the right edge of every row, so that no row ends early.
  private static let filler = String(repeating: "메모 notes · 참고 reference · ", count: 12)

  /// The benchmark screen; `variant` changes only the text of ``changingRow``.
  static func screen(variant: Int = 0) -> ScreenBuffer {
    var buffer = ScreenBuffer(width: width, height: height)
    writeLine(
      into: &buffer, row: 0,
      [("  Cairn 할 일 — 오늘의 작업 Today's tasks   ", .title), (filler, .secondary)])
    writeLine(
      into: &buffer, row: 1,
      [("  ↑↓ 이동 move  Enter 열기 open  / 검색 search  ", .secondary), (filler, .secondary)])
    for row in 2..<(height - 2) {
      let item = row - 2 + (row == changingRow ? 1_000 * variant : 0)
      var segments: [(String, Style)] = [
        ("  #" + padded(item, to: 4) + "  ", .secondary),
        (titles[item % titles.count] + "  ", .normal),
        ("마감 due 2024-05-" + padded(item % 28 + 1, to: 2) + "  ", .secondary),
      ]
      if item.isMultiple(of: 7) { segments.append(("기한 지남 overdue  ", .danger)) }
      segments.append((filler, .secondary))
      writeLine(into: &buffer, row: row, segments)
    }
    buffer.applyStyle(.selected, row: selectedRow, col: 0, width: width)
    writeLine(
      into: &buffer, row: height - 2,
      [
        ("  56개 항목 items · 8개 기한 지남 overdue · 동기화 synced 12:04  ", .secondary),
        (filler, .secondary),
      ])
    writeLine(
      into: &buffer, row: height - 1,
      [
        ("  q", .accent), (" 종료 quit  ", .secondary), ("n", .accent), (" 새 항목 new  ", .secondary),
        ("d", .accent), (" 삭제 delete  ", .danger), (filler, .secondary),
      ])
    return buffer
  }

  /// The text of every row of `screen`, for the plain repaint.
  static func plainLines(of screen: ScreenBuffer) -> [String] {
    (0..<screen.height).map { screen.text(row: $0) }
  }

  /// The cheapest full repaint: the UTF-8 of every row, separated by CR LF, with no cursor
  /// movement and no styles.
  static func plainRepaint(_ lines: [String]) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(lines.reduce(2 * lines.count) { $0 + $1.utf8.count })
    for (index, line) in lines.enumerated() {
      if index > 0 { bytes.append(contentsOf: "\r\n".utf8) }
      bytes.append(contentsOf: line.utf8)
    }
    return bytes
  }

  /// The number of rows in which `first` and `second` have a different cell.
  static func differingRows(_ first: ScreenBuffer, _ second: ScreenBuffer) -> Int {
    (0..<first.height).filter { row in
      (0..<first.width).contains { first[row, $0] != second[row, $0] }
    }.count
  }

  /// Writes `segments` one after another on `row`, clipped at the right edge.
  private static func writeLine(
    into buffer: inout ScreenBuffer, row: Int, _ segments: [(String, Style)]
  ) {
    var col = 0
    for (text, style) in segments where col < width {
      col += buffer.write(text, at: row, col: col, style: style)
    }
  }

  /// `number` with leading zeros to `digits` digits.
  private static func padded(_ number: Int, to digits: Int) -> String {
    let text = String(number)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}
