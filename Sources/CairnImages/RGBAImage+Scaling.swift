/// Resampling a picture to another size by area averaging.
extension RGBAImage {
  /// This picture resampled to `width` × `height` pixels (each at least 1) by area averaging:
  /// each new pixel is the mean of the source area it covers, every source pixel weighted by
  /// how much of it falls inside and by its alpha, so that the color of transparent pixels does
  /// not bleed into their neighbours. Enlarging blends the one or two nearest pixels alike.
  public func scaled(toWidth width: Int, height: Int) -> RGBAImage {
    let width = max(1, width)
    let height = max(1, height)
    guard width != self.width || height != self.height else { return self }
    let narrowed = narrowedRows(toWidth: width)
    let columns = AreaWeights(source: self.height, target: height)
    var result = [UInt8](repeating: 0, count: width * height * 4)
    // Pass 2: the columns of pass 1 shrunk to `height`, then divided back by alpha.
    result.withUnsafeMutableBufferPointer { result in
      narrowed.withUnsafeBufferPointer { narrowed in
        for y in 0..<height {
          for x in 0..<width {
            var sums: (Float, Float, Float, Float) = (0, 0, 0, 0)
            for contribution in columns.range(of: y) {
              let source = (columns.indices[contribution] * width + x) * 4
              let weight = columns.weights[contribution]
              sums.0 += narrowed[source] * weight
              sums.1 += narrowed[source + 1] * weight
              sums.2 += narrowed[source + 2] * weight
              sums.3 += narrowed[source + 3] * weight
            }
            guard sums.3 > 0 else { continue }
            let target = (y * width + x) * 4
            result[target] = Self.channel(sums.0 / sums.3)
            result[target + 1] = Self.channel(sums.1 / sums.3)
            result[target + 2] = Self.channel(sums.2 / sums.3)
            result[target + 3] = Self.channel(sums.3)
          }
        }
      }
    }
    return RGBAImage(checkedWidth: width, height: height, pixels: result)
  }

  /// Pass 1: every row shrunk (or stretched) to `width`, as sums of color × alpha and alpha.
  private func narrowedRows(toWidth width: Int) -> [Float] {
    let rows = AreaWeights(source: self.width, target: width)
    var narrowed = [Float](repeating: 0, count: width * height * 4)
    narrowed.withUnsafeMutableBufferPointer { narrowed in
      pixels.withUnsafeBufferPointer { pixels in
        for y in 0..<height {
          for x in 0..<width {
            var sums: (Float, Float, Float, Float) = (0, 0, 0, 0)
            for contribution in rows.range(of: x) {
              let source = (y * self.width + rows.indices[contribution]) * 4
              let weight = rows.weights[contribution] * Float(pixels[source + 3])
              sums.0 += Float(pixels[source]) * weight
              sums.1 += Float(pixels[source + 1]) * weight
              sums.2 += Float(pixels[source + 2]) * weight
              sums.3 += weight
            }
            let target = (y * width + x) * 4
            narrowed[target] = sums.0
            narrowed[target + 1] = sums.1
            narrowed[target + 2] = sums.2
            narrowed[target + 3] = sums.3
          }
        }
      }
    }
    return narrowed
  }

  /// A channel value rounded to the nearest integer in 0…255.
  private static func channel(_ value: Float) -> UInt8 {
    UInt8(min(255, max(0, value + 0.5)))
  }
}
