import DimoAPI
import DimoDomain
import Foundation
import Hummingbird
import MultipartKit
import NIOCore

/// The `multipart/form-data` body of a profile edit: the fields `user_id` and `intro`, the
/// file `image`. 413 beyond the size limit, 400 for a body that is not such a form.
struct ProfileForm: Sendable {
  /// `user_id`, when sent.
  let userID: String?
  /// `intro`, when sent.
  let intro: String?
  /// The image's bytes, when sent.
  let image: [UInt8]?

  /// Reads the form of `request`.
  static func read(_ request: Request) async throws -> ProfileForm {
    guard let boundary = boundary(request.headers[.contentType]) else {
      throw DimoRefusal.badRequest(DimoMessages.badBody(field: nil))
    }
    let body = try await JSONRequestBody.collect(request, limit: DimoRules.maxProfileFormBytes)
    let parts = try parse(body, boundary: boundary)
    func text(_ name: String) throws -> String? {
      guard let part = parts.firstPart(named: name) else { return nil }
      guard let text = String(validating: Array(part.body.readableBytesView), as: UTF8.self) else {
        throw DimoRefusal.badRequest(DimoMessages.badBody(field: name))
      }
      guard !text.contains("\u{0}") else { throw DimoRefusal.badRequest(DimoMessages.nulCharacter) }
      return text
    }
    let image = parts.firstPart(named: "image").map { Array($0.body.readableBytesView) }
    if let image, image.count > DimoRules.maxProfileImageBytes {
      throw DimoRefusal(413, DimoMessages.tooLarge)
    }
    return ProfileForm(userID: try text("user_id"), intro: try text("intro"), image: image)
  }

  /// The parts of a complete form.
  private static func parse(_ body: ByteBuffer, boundary: String) throws -> [MultipartPart] {
    let parser = MultipartParser(boundary: boundary)
    var parts: [MultipartPart] = []
    var headers: [(String, String)] = []
    var partBody = ByteBuffer()
    var isComplete = false
    parser.onHeader = { name, value in headers.append((name, value)) }
    parser.onBody = { chunk in partBody.writeBuffer(&chunk) }
    parser.onPartComplete = {
      parts.append(MultipartPart(headers: .init(headers), body: partBody))
      headers = []
      partBody = ByteBuffer()
      isComplete = true
    }
    do {
      try parser.execute(body)
    } catch {
      throw DimoRefusal.badRequest(DimoMessages.badBody(field: nil))
    }
    guard isComplete else { throw DimoRefusal.badRequest(DimoMessages.badBody(field: nil)) }
    return parts
  }

  /// The `boundary` parameter of a `multipart/form-data` content type (1 to 70 characters,
  /// as RFC 2046 allows), or nil.
  static func boundary(_ contentType: String?) -> String? {
    guard let contentType else { return nil }
    let fields = contentType.split(separator: ";").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    guard fields.first?.lowercased() == "multipart/form-data" else { return nil }
    for field in fields.dropFirst() {
      let pair = field.split(separator: "=", maxSplits: 1)
      guard pair.count == 2, pair[0].lowercased() == "boundary" else { continue }
      var value = String(pair[1])
      if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
        value = String(value.dropFirst().dropLast())
      }
      return (1...70).contains(value.utf8.count) ? value : nil
    }
    return nil
  }
}
