import Foundation

/// Runs a program under `valgrind --tool=callgrind` and reads how many instructions it
/// executed: the measure of the instruction-count benchmarks, stable on a shared machine where
/// wall time is not.
///
/// valgrind 3.19 cannot read the DWARF 5 debug information of Swift 6 binaries, so the program
/// is run from a copy stripped of it (`strip --strip-debug`), which keeps the symbols.
struct Callgrind {
  /// Why instructions could not be counted.
  struct Unavailable: Error, CustomStringConvertible {
    let description: String
  }

  let valgrind: URL
  let program: URL
  private let folder: URL

  /// Prepares to run `program` (a stripped copy of it, in a fresh temporary folder).
  /// - Throws: ``Unavailable`` when valgrind, strip or the program cannot be found.
  init(program: URL) throws {
    guard let valgrind = Self.find("valgrind") else {
      throw Unavailable(description: "valgrind is not installed (apt-get install valgrind)")
    }
    guard FileManager.default.isExecutableFile(atPath: program.path) else {
      throw Unavailable(description: "\(program.path) was not built")
    }
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "cairn-callgrind-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let copy = folder.appendingPathComponent(program.lastPathComponent)
    try FileManager.default.copyItem(at: program, to: copy)
    if let strip = Self.find("strip") {
      _ = try Self.run(strip, ["--strip-debug", copy.path])
    }
    self.valgrind = valgrind
    self.program = copy
  }

  /// The instructions executed by the whole run of the program with `arguments`, and what it
  /// printed.
  /// - Throws: ``Unavailable`` when the run fails or callgrind reports no count.
  func instructions(_ arguments: [String]) async throws -> (count: Int, output: String) {
    let log = folder.appendingPathComponent("callgrind-\(UUID().uuidString).log")
    let (status, output) = try await Self.runAsync(
      valgrind,
      [
        "--tool=callgrind", "--log-file=\(log.path)",
        "--callgrind-out-file=\(folder.path)/callgrind.out.%p", program.path,
      ] + arguments)
    let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    guard status == 0, let count = Self.collected(in: text) else {
      throw Unavailable(
        description: "callgrind run failed (status \(status)): \(output) \(text.suffix(300))")
    }
    return (count, output)
  }

  /// Removes the temporary folder.
  func cleanUp() {
    try? FileManager.default.removeItem(at: folder)
  }

  /// The number on callgrind's `Collected : N` line.
  private static func collected(in log: String) -> Int? {
    for line in log.split(separator: "\n") where line.contains("Collected :") {
      if let number = line.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) {
        return Int(number)
      }
    }
    return nil
  }

  /// `name` on the `PATH`, if there.
  private static func find(_ name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map {
      URL(fileURLWithPath: String($0)).appendingPathComponent(name)
    }
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// Runs `tool` and waits for it on this thread (for quick tools only).
  private static func run(_ tool: URL, _ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// Runs `tool` without blocking a thread; returns its status and standard output.
  private static func runAsync(_ tool: URL, _ arguments: [String]) async throws -> (Int32, String) {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "cairn-callgrind-output-\(UUID().uuidString)")
    guard FileManager.default.createFile(atPath: output.path, contents: nil) else {
      throw Unavailable(description: "cannot create \(output.path)")
    }
    let handle = try FileHandle(forWritingTo: output)
    defer {
      try? handle.close()
      try? FileManager.default.removeItem(at: output)
    }
    process.standardOutput = handle
    let status: Int32 = try await withCheckedThrowingContinuation { continuation in
      process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
      do {
        try process.run()
      } catch {
        process.terminationHandler = nil
        continuation.resume(throwing: error)
      }
    }
    let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    return (status, text.trimmingCharacters(in: .whitespacesAndNewlines))
  }
}
