import Foundation

/// Number formatting shared by the plain-text and Markdown tables.
enum Format {
  /// A per-operation time given in nanoseconds: `87.3 ns`, `4.21 µs`, `1.50 ms`.
  static func time(_ nanoseconds: Double) -> String {
    switch nanoseconds {
    case ..<1_000: String(format: "%.1f ns", nanoseconds)
    case ..<1_000_000: String(format: "%.2f µs", nanoseconds / 1_000)
    default: String(format: "%.2f ms", nanoseconds / 1_000_000)
    }
  }

  /// A ratio with one decimal, or two below 10: `1.35`, `48.2`.
  static func ratio(_ value: Double) -> String {
    String(format: value < 10 ? "%.2f" : "%.1f", value)
  }

  /// An integer with thousands separators: `100,000`.
  static func count(_ value: Int) -> String {
    let digits = Array(String(value.magnitude))
    var grouped = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index).isMultiple(of: 3) { grouped.append(",") }
      grouped.append(digit)
    }
    return value < 0 ? "-" + grouped : grouped
  }

  /// A byte count in KiB: `12,345 KiB`, or `n/a` when unknown.
  static func kibibytes(_ bytes: Int?) -> String {
    guard let bytes else { return "n/a" }
    return count(bytes / 1_024) + " KiB"
  }
}
