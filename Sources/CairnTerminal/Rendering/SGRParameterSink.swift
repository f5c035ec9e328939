/// Where SGR parameters are written: an array of numbers for ``Style/sgrParameters(in:)``, or
/// the renderer's output bytes directly, so that drawing a frame builds no strings per cell.
protocol SGRParameterSink {
  /// Adds one parameter.
  mutating func addParameter(_ value: Int)
}

extension Array: SGRParameterSink where Element == Int {
  /// Appends the parameter.
  mutating func addParameter(_ value: Int) { append(value) }
}
