import CairnTerminal
import CairnTerminalTesting
import Foundation

/// Reading the cells of a picture drawn in half blocks back from the virtual terminal.
@MainActor
extension TerminalHarness {
  /// Whether the cell at `row`, `col` is an upper half block with a 24-bit foreground and
  /// background: a cell of a picture on a true-colour terminal.
  func isTrueColorHalfBlock(row: Int, col: Int) -> Bool {
    let cell = terminal[row, col]
    guard cell.character == "▀", case .rgb = cell.style.foreground,
      case .rgb = cell.style.background
    else { return false }
    return true
  }

  /// The columns of row `row` holding half blocks, left to right.
  func halfBlockColumns(row: Int) -> [Int] {
    (0..<terminal.width).filter { terminal[row, $0].character == "▀" }
  }

  /// The runs of adjacent half-block columns of row `row`: one per picture on that row.
  func pictureRuns(row: Int) -> [Range<Int>] {
    var runs: [Range<Int>] = []
    for col in halfBlockColumns(row: row) {
      if let last = runs.last, last.upperBound == col {
        runs[runs.count - 1] = last.lowerBound..<(col + 1)
      } else {
        runs.append(col..<(col + 1))
      }
    }
    return runs
  }

  /// The cells of `rows` × `columns` that are not a true-colour half block drawn uninverted,
  /// as "row:col": empty where a whole picture fills them.
  ///
  /// A list to test for emptiness rather than a `Bool`: a failed `#expect(screen.isX(…))`
  /// reflects the whole harness (its front end, its app) into the issue, which holds the main
  /// actor — and every other test on it — for about a minute.
  func cellsOutsidePicture(rows: Range<Int>, columns: Range<Int>) -> [String] {
    rows.flatMap { row in
      columns.compactMap { col in
        isTrueColorHalfBlock(row: row, col: col) && !style(row: row, col: col).isInverse
          ? nil : "\(row):\(col)"
      }
    }
  }

  /// The text of the cells `rows` × `columns`, each row's trimmed, the rows joined by spaces:
  /// what a placeholder wrapped over a picture's place says.
  func text(rows: Range<Int>, columns: Range<Int>) -> String {
    rows.map { row in
      var line = ""
      for col in columns where !terminal[row, col].isContinuation {
        line.append(terminal[row, col].character)
      }
      return line.trimmingCharacters(in: .whitespaces)
    }
    .filter { !$0.isEmpty }
    .joined(separator: " ")
  }
}
