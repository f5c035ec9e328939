/// Something a benchmark found wrong, reported as a `FAILED:` line under its table.
struct BenchFailure: Error, CustomStringConvertible {
  /// What went wrong.
  let description: String

  /// A failure described by `description`.
  init(_ description: String) { self.description = description }
}
