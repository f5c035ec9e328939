import CCairnZlib

/// Inflates a PNG's image data with the system zlib into a buffer of exactly the size the
/// header calls for, so that a stream that would inflate to more (a "zip bomb") is stopped one
/// byte past it.
enum PNGInflater {
  /// The bytes `compressed` inflates to, which must be exactly `expectedCount`.
  /// - Throws: ``PNGError/corruptImageData`` when zlib rejects the stream or it has no end,
  ///   ``PNGError/imageDataTooShort`` or ``PNGError/imageDataTooLong`` for the wrong amount.
  static func inflate(_ compressed: [UInt8], expectedCount: Int) throws(PNGError) -> [UInt8] {
    // zlib counts in 32 bits; the pixel limit keeps real pictures far below this.
    guard compressed.count < Int(UInt32.max), expectedCount < Int(UInt32.max) else {
      throw .imageDataTooLong
    }
    // One spare byte shows a stream that inflates to more than the picture needs.
    var output = [UInt8](repeating: 0, count: expectedCount + 1)
    var stream = z_stream()
    guard inflateInit_(&stream, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
      throw .corruptImageData
    }
    defer { inflateEnd(&stream) }
    let status = compressed.withUnsafeBufferPointer { inputBuffer in
      output.withUnsafeMutableBufferPointer { outputBuffer in
        // zlib's `next_in` is not const-qualified in its header, but inflate only reads it.
        stream.next_in = UnsafeMutablePointer(mutating: inputBuffer.baseAddress)
        stream.avail_in = UInt32(inputBuffer.count)
        stream.next_out = outputBuffer.baseAddress
        stream.avail_out = UInt32(outputBuffer.count)
        defer {
          stream.next_in = nil
          stream.next_out = nil
        }
        return CCairnZlib.inflate(&stream, Z_FINISH)
      }
    }
    let produced = Int(stream.total_out)
    guard produced <= expectedCount else { throw .imageDataTooLong }
    switch status {
    case Z_STREAM_END:
      guard produced == expectedCount else { throw .imageDataTooShort }
    case Z_BUF_ERROR, Z_OK:
      throw produced < expectedCount ? .imageDataTooShort : .corruptImageData
    default:
      throw .corruptImageData
    }
    output.removeLast()
    return output
  }
}
