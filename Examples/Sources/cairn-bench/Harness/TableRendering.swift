/// Renders reports as aligned plain text for the terminal and as Markdown for the results file.
enum TableRendering {
  /// A titled plain-text table with the comparisons and notes under it.
  static func plainText(_ report: BenchmarkReport) -> String {
    let table = [BenchmarkReport.header] + report.rows
    let widths = BenchmarkReport.header.indices.map { column in
      table.map { $0[column].count }.max() ?? 0
    }
    let lines = table.map { row in
      row.enumerated().map { column, cell in
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        return column == 0 ? cell + padding : padding + cell
      }.joined(separator: "  ")
    }
    let rule = String(repeating: "-", count: lines[0].count)
    let footer = (report.comparisons + report.footnotes).map { "  " + $0 }
    return ([report.title, rule, lines[0], rule] + lines.dropFirst() + [rule] + footer)
      .joined(separator: "\n")
  }

  /// A `##` section with a Markdown table, the comparisons and notes as a list.
  static func markdown(_ report: BenchmarkReport) -> String {
    let header = "| " + BenchmarkReport.header.joined(separator: " | ") + " |"
    let alignment =
      "|" + BenchmarkReport.header.indices.map { $0 == 0 ? ":---|" : "---:|" }.joined()
    let rows = report.rows.map { "| " + $0.joined(separator: " | ") + " |" }
    let footer = (report.comparisons + report.footnotes).map { "- " + $0 }
    return (["## \(report.title)", "", header, alignment] + rows + [""] + footer)
      .joined(separator: "\n")
  }
}
