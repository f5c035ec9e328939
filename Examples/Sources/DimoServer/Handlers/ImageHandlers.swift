import DimoAPI
import Foundation
import Hummingbird

/// The pictures: the bundled posters and portraits, and the uploaded profile pictures.
struct ImageHandlers: Sendable {
  let env: DimoEnvironment

  /// `GET images/{file}`: a PNG, or a JSON 404.
  func image(_ name: String?) -> Response {
    guard let name, let png = env.images.png(named: name) else {
      return DimoReply.refusal(.notFound(DimoMessages.noImage))
    }
    return Self.picture(png, contentType: "image/png")
  }

  /// `GET profile_images/{file}`: a PNG or JPEG, or a JSON 404.
  func profileImage(_ name: String?) -> Response {
    guard let name, let (bytes, kind) = env.profileImages.read(named: name) else {
      return DimoReply.refusal(.notFound(DimoMessages.noImage))
    }
    return Self.picture(Array(bytes), contentType: kind.contentType)
  }

  private static func picture(_ bytes: [UInt8], contentType: String) -> Response {
    Response(
      status: .ok,
      headers: [.contentType: contentType, .cacheControl: "public, max-age=86400"],
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
  }
}
