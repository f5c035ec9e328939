import CBenchZlib
import CairnTerminal
import Foundation

/// The pictures of the image benchmarks: two of the Onban dish photos the reference app shows
/// (8-bit indexed PNGs from `Examples/Sources/OnbanServer/Resources/images`), and zlib alone on
/// their image data for the baseline.
enum TerminalImageFixtures {
  /// A 160×120 thumbnail.
  static let thumbnailName = "HAAUB_thumb1.png"
  /// A 320×200 detail photo.
  static let detailName = "HAAUB_detail1.png"

  /// What could not be read.
  struct MissingPhoto: Error, CustomStringConvertible {
    let path: String
    var description: String { "cannot read \(path)" }
  }

  /// The bytes of a photo, found from this source file's path whatever the working directory.
  static func photo(named name: String) throws -> [UInt8] {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // Terminal
      .deletingLastPathComponent()  // cairn-bench
      .deletingLastPathComponent()  // Sources
      .deletingLastPathComponent()  // Benchmarks
      .deletingLastPathComponent()  // the repository
      .appendingPathComponent("Examples/Sources/OnbanServer/Resources/images/\(name)")
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw MissingPhoto(path: url.path)
    }
    return Array(data)
  }

  /// The zlib stream of a PNG's `IDAT` chunks, joined (no CRC checks: the file is trusted).
  static func imageData(of png: [UInt8]) -> [UInt8] {
    var data: [UInt8] = []
    var offset = 8
    while offset + 12 <= png.count {
      let length = png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
      guard offset + 12 + length <= png.count else { break }
      if png[(offset + 4)..<(offset + 8)].elementsEqual("IDAT".utf8) {
        data += png[(offset + 8)..<(offset + 8 + length)]
      }
      offset += 12 + length
    }
    return data
  }

  /// zlib's one-call inflate of `compressed` into `output` (big enough); the bytes produced.
  static func inflate(_ compressed: [UInt8], into output: inout [UInt8]) -> Int {
    var length = UInt(output.count)
    let status = uncompress(&output, &length, compressed, UInt(compressed.count))
    return status == Z_OK ? Int(length) : -1
  }
}
