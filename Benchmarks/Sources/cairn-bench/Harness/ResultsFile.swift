import Foundation

/// Writes the Markdown results to `Benchmarks/results/latest.md`, next to this package's
/// sources whatever the working directory.
enum ResultsFile {
  /// `Benchmarks/results/latest.md`, found from this source file's path.
  static var url: URL {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // Harness
      .deletingLastPathComponent()  // cairn-bench
      .deletingLastPathComponent()  // Sources
      .deletingLastPathComponent()  // Benchmarks
      .appendingPathComponent("results/latest.md")
  }

  /// Writes the machine description and every report as one Markdown document.
  static func write(machine: MachineDescription, reports: [BenchmarkReport]) throws {
    let sections = reports.map(TableRendering.markdown)
    let document =
      ([
        "# Cairn benchmarks", "",
        "Written by `make bench` (`swift run --package-path Benchmarks -c release cairn-bench`)."
          + " Times are per operation; ratios compare medians with the baseline of the same run.",
        "", machine.markdown,
      ] + sections.flatMap { ["", $0] }).joined(separator: "\n") + "\n"
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try document.write(to: url, atomically: true, encoding: .utf8)
  }
}
