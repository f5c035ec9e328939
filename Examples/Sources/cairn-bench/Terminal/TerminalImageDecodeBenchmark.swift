import CairnImages
import CairnTerminal

/// Terminal image benchmark 1: decoding one Onban photo with ``PNGDecoder`` (chunks and CRCs,
/// zlib, filters, palette to RGBA), against zlib alone inflating the same image data — the
/// part of the work no decoder can skip.
struct TerminalImageDecodeBenchmark: Benchmark {
  /// The photo's file name in the Onban images.
  var photo: String
  /// Decodes per repetition.
  var decodes = 200

  /// Timed repetitions: many short ones, so that the median is not moved by another process's
  /// burst of work on this small machine.
  var timedRuns = 30

  var title: String { "Terminal: PNG decode (\(photo))" }

  func run(_ harness: Harness) async -> BenchmarkReport {
    let png: [UInt8]
    do {
      png = try TerminalImageFixtures.photo(named: photo)
    } catch {
      return .setupFailed(title: title, error: error)
    }
    let decodes = self.decodes
    let compressed = TerminalImageFixtures.imageData(of: png)
    var inflated = [UInt8](repeating: 0, count: 1 << 20)
    var inflatedCount = 0
    let baseline = await harness.measure(
      "zlib inflate of the image data", operations: decodes, timedRuns: timedRuns
    ) {
      for _ in 0..<decodes {
        inflatedCount = TerminalImageFixtures.inflate(opaque(compressed), into: &inflated)
      }
    }
    var decoded: RGBAImage?
    var failures: [String] = []
    let decoding = await harness.measure(
      "PNGDecoder.decode to RGBA", operations: decodes, timedRuns: timedRuns
    ) {
      for _ in 0..<decodes {
        do {
          decoded = try PNGDecoder.decode(opaque(png))
        } catch {
          failures = ["decode failed: \(error)"]
        }
      }
    }
    let size = decoded.map { "\($0.width)x\($0.height)" } ?? "?"
    return BenchmarkReport(
      title: "\(title), \(size), \(Format.count(decodes)) decodes", baseline: baseline,
      baselineName: "zlib-inflate", measurements: [decoding],
      notes: [
        "file \(Format.count(png.count)) B, image data \(Format.count(compressed.count)) B, "
          + "inflated \(Format.count(inflatedCount)) B, RGBA "
          + "\(Format.count(decoded?.pixels.count ?? 0)) B"
      ],
      failures: inflatedCount < 0 ? failures + ["zlib could not inflate"] : failures)
  }
}
