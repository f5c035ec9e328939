import CairnTerminal

/// Terminal benchmark 3: scrolling a three-section `SectionedList` of two-line rows in a
/// 200×56 region of a 200×60 `ScreenBuffer`, one step being a key (Down, every tenth PgDn,
/// Home after the last row) handled by the list and the list drawn again. The 100-row list is
/// the baseline: a virtualized list costs the same per step at 10,000 and 100,000 rows. Also
/// counts the row-drawing closure's calls per step, to show only the visible rows are drawn.
/// The lengths are timed in turns (with the harness's warm-up and repetition counts) rather
/// than one after the other, since they are compared with each other.
struct TerminalListScrollBenchmark: Benchmark {
  /// Scroll steps per repetition.
  var steps = 40
  /// The list lengths measured; the first is the baseline.
  var rowCounts = [100, 10_000, 100_000]

  /// Where the list is drawn: the screen but for two lines above and below.
  let region = Rect(row: 2, col: 0, width: 200, height: 56)

  /// Timed repetitions of every length: many short ones, so that the median is not moved by
  /// another process's burst of work on this small machine.
  var timedRuns = 30

  let title = "Terminal: SectionedList scroll"

  /// One task of the list.
  struct TaskRow: Identifiable {
    /// A stable id.
    let id: Int
    /// The first line.
    let title: String
    /// The second line, dimmed.
    let detail: String
  }

  /// What drawing one list found, for the notes.
  private struct DrawCount {
    var steps = 0
    var rowDraws = 0
    var maxRowDraws = 0
    var homes = 0
  }

  func run(_ harness: Harness) async -> BenchmarkReport {
    var lists = rowCounts.map(makeList)
    var screens = rowCounts.map { _ in ScreenBuffer(width: 200, height: 60) }
    var counts = rowCounts.map { _ in DrawCount() }
    var samples = rowCounts.map { _ in [Duration]() }
    let clock = ContinuousClock()
    // The lengths take turns, repetition by repetition, so that a change in the machine's
    // load during the run weighs on each of them alike.
    for repetition in 0..<(harness.warmUps + timedRuns) {
      for index in rowCounts.indices {
        let start = clock.now
        for _ in 0..<steps { step(&lists[index], into: &screens[index], counting: &counts[index]) }
        let elapsed = start.duration(to: clock.now)
        if repetition >= harness.warmUps { samples[index].append(elapsed) }
      }
    }
    let measurements = rowCounts.indices.map { index in
      Measurement(
        label: "\(Format.count(rowCounts[index])) rows: handle key + draw", operations: steps,
        samples: samples[index])
    }
    let notes = rowCounts.indices.map { index in
      let (count, list) = (counts[index], lists[index])
      let average = Double(count.rowDraws) / Double(max(count.steps, 1))
      return "\(Format.count(rowCounts[index])) rows: row draws per step "
        + "\(Format.ratio(average)) (max \(count.maxRowDraws)) over "
        + "\(Format.count(count.steps)) steps; wrapped to the top \(count.homes) times; last "
        + "selection row \(Format.count(list.selectedRowIndex ?? -1)), scroll offset "
        + "\(Format.count(list.scrollOffset)) of \(Format.count(list.lineCount)) lines"
    }
    return BenchmarkReport(
      title: "\(title) (200x56 region, 2-line rows, \(Format.count(steps)) steps)",
      baseline: measurements[0], baselineName: "100-row",
      measurements: Array(measurements.dropFirst()), notes: notes)
  }

  /// A list of `rowCount` rows in three sections of about equal length.
  private func makeList(rowCount: Int) -> SectionedList<TaskRow> {
    let names = ["오늘 Today", "이번 주 This week", "나중에 Later"]
    var sections: [ListSection<TaskRow>] = []
    var start = 0
    for (index, name) in names.enumerated() {
      let end = index == names.count - 1 ? rowCount : start + rowCount / names.count
      let rows = (start..<end).map { id in
        TaskRow(
          id: id, title: "#\(id)  할 일 task number \(id) — 장보기 and errands",
          detail: "마감 due in \(id % 30) days · 메모 a note about item \(id)")
      }
      sections.append(ListSection(title: name, rows: rows))
      start = end
    }
    return SectionedList(sections: sections, rowHeight: 2)
  }

  /// Presses one key and draws the list, counting the row-drawing closure's calls.
  private func step(
    _ list: inout SectionedList<TaskRow>, into screen: inout ScreenBuffer,
    counting count: inout DrawCount
  ) {
    let key: KeyEvent
    if list.selectedRowIndex == list.rowCount - 1 {
      key = .home
      count.homes += 1
    } else {
      key = count.steps % 10 == 9 ? .pageDown : .down
    }
    list.handle(key)
    var rowDraws = 0
    list.draw(into: &screen, in: region, isFocused: true) { buffer, row, rect, _ in
      rowDraws += 1
      buffer.write("  " + row.title, in: rect.line(0))
      buffer.write("    " + row.detail, in: rect.line(1), style: .secondary)
    }
    count.steps += 1
    count.rowDraws += rowDraws
    count.maxRowDraws = max(count.maxRowDraws, rowDraws)
  }
}
