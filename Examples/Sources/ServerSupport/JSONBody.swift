import Foundation
import Hummingbird

/// Builds JSON responses: keys as the types name them (no key strategy), sorted, slashes not
/// escaped.
public enum JSONBody {
  /// `application/json; charset=utf-8`.
  public static let contentType = "application/json; charset=utf-8"

  private static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
    return encoder
  }()

  /// The value encoded as JSON with the given status.
  /// - Throws: `EncodingError` when the value cannot be encoded.
  public static func response(
    _ value: some Encodable, status: HTTPResponse.Status = .ok
  ) throws -> Response {
    response(bytes: try encoder.encode(value), status: status)
  }

  /// Raw bytes labelled as JSON, whether or not they are (fault injection sends garbage).
  public static func response(
    bytes: some Sequence<UInt8>, status: HTTPResponse.Status
  ) -> Response {
    Response(
      status: status, headers: [.contentType: contentType],
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
  }
}
