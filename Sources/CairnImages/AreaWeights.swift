/// For each pixel of a row (or column) of `target` pixels, the source pixels it covers when
/// stretched over `source` pixels and how much of it each takes (the weights of one target
/// pixel add up to 1).
struct AreaWeights {
  /// The source pixel of each contribution.
  private(set) var indices: [Int] = []
  /// The share of each contribution.
  private(set) var weights: [Float] = []
  /// Where each target pixel's contributions start in `indices` and `weights`, plus the end.
  private var starts: [Int] = [0]

  init(source: Int, target: Int) {
    let span = Double(source) / Double(target)
    for pixel in 0..<target {
      let start = Double(pixel) * span
      let end = Double(pixel + 1) * span
      var index = Int(start)
      while Double(index) < end, index < source {
        let covered = min(end, Double(index + 1)) - max(start, Double(index))
        if covered > 0 {
          indices.append(index)
          weights.append(Float(covered / span))
        }
        index += 1
      }
      starts.append(indices.count)
    }
  }

  /// The contributions of target pixel `pixel`.
  func range(of pixel: Int) -> Range<Int> {
    starts[pixel]..<starts[pixel + 1]
  }
}
