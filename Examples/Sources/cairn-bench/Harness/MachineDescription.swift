import Foundation

/// The machine and toolchain the benchmarks ran on, printed above the tables.
struct MachineDescription {
  /// One `name: value` pair per line.
  let facts: [(name: String, value: String)]

  /// Describes this machine now.
  static func current() -> MachineDescription {
    let info = ProcessInfo.processInfo
    let gibibytes = Double(info.physicalMemory) / 1_073_741_824
    return MachineDescription(facts: [
      ("CPU", cpuModel() ?? "n/a"),
      ("Cores", "\(info.activeProcessorCount) active of \(info.processorCount)"),
      ("Memory", String(format: "%.1f GiB", gibibytes)),
      ("OS", info.operatingSystemVersionString),
      ("Swift", swiftVersion()),
      ("Build", isOptimized ? "release" : "debug (numbers are meaningless; use -c release)"),
    ])
  }

  /// Plain-text lines for the terminal.
  var plainText: String {
    facts.map { "\($0.name): \($0.value)" }.joined(separator: "\n")
  }

  /// A Markdown list.
  var markdown: String {
    facts.map { "- \($0.name): \($0.value)" }.joined(separator: "\n")
  }

  private static var isOptimized: Bool {
    #if DEBUG
      false
    #else
      true
    #endif
  }

  /// The first `model name` of `/proc/cpuinfo`.
  private static func cpuModel() -> String? {
    guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else {
      return nil
    }
    let line = text.split(separator: "\n").first { $0.hasPrefix("model name") }
    return line?.split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces)
  }

  /// The `Swift version …` line of `swift --version`, or else the compiler's major version.
  private static func swiftVersion() -> String {
    let process = Process()
    let output = Pipe()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "--version"]
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    if (try? process.run()) != nil {
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      let text = String(decoding: data, as: UTF8.self)
      if let line = text.split(separator: "\n").first(where: { $0.contains("Swift version") }) {
        return line.trimmingCharacters(in: .whitespaces)
      }
    }
    return compilerVersion
  }

  private static var compilerVersion: String {
    #if compiler(>=6.3)
      "compiler 6.3 or later"
    #elseif compiler(>=6.2)
      "compiler 6.2"
    #elseif compiler(>=6.1)
      "compiler 6.1"
    #else
      "compiler 6.0"
    #endif
  }
}
