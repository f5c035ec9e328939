import Foundation

/// The results of one run, written to the repository's `Benchmarks/results/` whatever the
/// working directory: `<name>.md` for people, `<name>.json` for scripts
/// (`scripts/check-bench-targets`). A full run is `latest`, a filtered one `filtered`.
struct ResultsFile {
  /// `Benchmarks/results/`, found from this source file's path.
  static var folder: URL {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // Harness
      .deletingLastPathComponent()  // cairn-bench
      .deletingLastPathComponent()  // Sources
      .deletingLastPathComponent()  // Examples
      .deletingLastPathComponent()  // the repository
      .appendingPathComponent("Benchmarks/results", isDirectory: true)
  }

  /// The file names without extension: `latest` or `filtered`.
  let name: String

  /// `Benchmarks/results/<name>.md`.
  var markdownURL: URL { Self.folder.appendingPathComponent(name + ".md") }

  /// `Benchmarks/results/<name>.json`.
  var jsonURL: URL { Self.folder.appendingPathComponent(name + ".json") }

  /// Writes the machine description and every report as one Markdown document, and every
  /// measurement as one JSON object (see ``ResultsJSON``).
  func write(
    machine: MachineDescription, reports: [(group: String, report: BenchmarkReport)]
  ) throws {
    let sections = reports.map { TableRendering.markdown($0.report) }
    let document =
      ([
        "# Cairn benchmarks", "",
        "Written by `make bench` (`swift run --package-path Examples -c release cairn-bench`)."
          + " Times are per operation; ratios compare medians with the baseline of the same run.",
        "", machine.markdown,
      ] + sections.flatMap { ["", $0] }).joined(separator: "\n") + "\n"
    try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
    try document.write(to: markdownURL, atomically: true, encoding: .utf8)
    try ResultsJSON.encode(reports).write(to: jsonURL, options: .atomic)
  }
}
