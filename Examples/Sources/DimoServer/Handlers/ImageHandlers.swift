import DimoAPI
import Foundation
import Hummingbird

/// The pictures: the bundled posters and portraits, and the uploaded profile pictures.
struct ImageHandlers: Sendable {
  let env: DimoEnvironment

  /// `GET images/{file}`: a PNG, or a JSON 404. The bundled pictures never change while the
  /// server runs: anyone may keep them for a day.
  func image(_ name: String?) -> Response {
    guard let name, let png = env.images.png(named: name) else {
      return DimoReply.refusal(.notFound(DimoMessages.noImage))
    }
    return Self.picture(png, contentType: "image/png", cacheControl: "public, max-age=86400")
  }

  /// `GET profile_images/{file}`: a PNG or JPEG, or a JSON 404. A profile picture is one
  /// person's and is deleted when they replace it or withdraw: shared caches must not keep it
  /// (`private`), and a browser only for a minute, so that a removed picture stops showing soon
  /// while a list of reviews with the same face still loads it once.
  func profileImage(_ name: String?) -> Response {
    guard let name, let (bytes, kind) = env.profileImages.read(named: name) else {
      return DimoReply.refusal(.notFound(DimoMessages.noImage))
    }
    return Self.picture(
      Array(bytes), contentType: kind.contentType, cacheControl: "private, max-age=60")
  }

  /// A picture's answer: its type as stated, never sniffed (`nosniff`, so that bytes that
  /// look like a page are not run as one), and how long it may be kept.
  private static func picture(_ bytes: [UInt8], contentType: String, cacheControl: String)
    -> Response
  {
    Response(
      status: .ok,
      headers: [
        .contentType: contentType, .cacheControl: cacheControl, .xContentTypeOptions: "nosniff",
      ],
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
  }
}
