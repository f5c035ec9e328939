/// Undoing PNG's scanline filters (None, Sub, Up, Average, Paeth), in place.
enum PNGScanlineFilter {
  /// Restores the scanlines of one pass: `rows` lines of a filter-type byte and `lineBytes`
  /// bytes each, starting at `start` in `data`. Each line is predicted from the restored line
  /// above it (zeros above the first) and from the byte `distance` to its left.
  /// - Throws: ``PNGError/invalidFilter(_:)`` for a filter type above 4.
  static func unfilter(
    _ data: inout [UInt8], start: Int, rows: Int, lineBytes: Int, distance: Int
  ) throws(PNGError) {
    let stride = lineBytes + 1
    guard rows > 0, start >= 0, data.count - start >= rows * stride else { return }
    var invalidType: UInt8?
    data.withUnsafeMutableBufferPointer { buffer in
      for row in 0..<rows {
        let line = start + row * stride + 1
        let above = row == 0 ? nil : line - stride
        let type = buffer[line - 1]
        switch type {
        case 0: continue
        case 1: undoSub(buffer, line: line, count: lineBytes, distance: distance)
        case 2: undoUp(buffer, line: line, above: above, count: lineBytes)
        case 3: undoAverage(buffer, line: line, above: above, count: lineBytes, distance: distance)
        case 4: undoPaeth(buffer, line: line, above: above, count: lineBytes, distance: distance)
        default:
          invalidType = type
          return
        }
      }
    }
    if let invalidType { throw .invalidFilter(invalidType) }
  }

  private static func undoSub(
    _ buffer: UnsafeMutableBufferPointer<UInt8>, line: Int, count: Int, distance: Int
  ) {
    guard count > distance else { return }
    for index in (line + distance)..<(line + count) {
      buffer[index] &+= buffer[index - distance]
    }
  }

  private static func undoUp(
    _ buffer: UnsafeMutableBufferPointer<UInt8>, line: Int, above: Int?, count: Int
  ) {
    guard let above else { return }
    for offset in 0..<count {
      buffer[line + offset] &+= buffer[above + offset]
    }
  }

  private static func undoAverage(
    _ buffer: UnsafeMutableBufferPointer<UInt8>, line: Int, above: Int?, count: Int, distance: Int
  ) {
    for offset in 0..<count {
      let left = offset >= distance ? Int(buffer[line + offset - distance]) : 0
      let up = above.map { Int(buffer[$0 + offset]) } ?? 0
      buffer[line + offset] &+= UInt8(truncatingIfNeeded: (left + up) / 2)
    }
  }

  private static func undoPaeth(
    _ buffer: UnsafeMutableBufferPointer<UInt8>, line: Int, above: Int?, count: Int, distance: Int
  ) {
    for offset in 0..<count {
      let hasLeft = offset >= distance
      let left = hasLeft ? buffer[line + offset - distance] : 0
      let up = above.map { buffer[$0 + offset] } ?? 0
      let upLeft = hasLeft ? above.map { buffer[$0 + offset - distance] } ?? 0 : 0
      buffer[line + offset] &+= paeth(left: left, up: up, upLeft: upLeft)
    }
  }

  /// The Paeth predictor: whichever of left, up and upper-left is closest to left + up −
  /// upper-left, preferring them in that order on a tie.
  static func paeth(left: UInt8, up: UInt8, upLeft: UInt8) -> UInt8 {
    let estimate = Int(left) + Int(up) - Int(upLeft)
    let toLeft = abs(estimate - Int(left))
    let toUp = abs(estimate - Int(up))
    let toUpLeft = abs(estimate - Int(upLeft))
    if toLeft <= toUp && toLeft <= toUpLeft { return left }
    return toUp <= toUpLeft ? up : upLeft
  }
}
