import AsyncHTTPClient
import DimoAPI
import Foundation
import NIOCore
import NIOHTTP1

/// What the DIMO load benchmark sends: its users (signed up through the API), the character
/// of each vote, and the requests themselves.
struct DimoBenchClient: Sendable {
  let client: HTTPClient
  let base: URL

  /// A request to `path` below the server's root.
  func request(_ method: HTTPMethod, _ path: String, token: String? = nil, body: Data? = nil)
    -> HTTPClientRequest
  {
    var request = HTTPClientRequest(url: base.appendingPathComponent(path).absoluteString)
    request.method = method
    if let token { request.headers.add(name: "Authorization", value: "Bearer \(token)") }
    if let body {
      request.headers.add(name: "Content-Type", value: "application/json")
      request.body = .bytes(ByteBuffer(bytes: body))
    }
    return request
  }

  /// The body of a 2xx answer.
  func send(_ request: HTTPClientRequest) async throws -> ByteBuffer {
    let response = try await client.execute(request, timeout: .seconds(60))
    let body = try await response.body.collect(upTo: 4 << 20)
    guard (200..<300).contains(response.status.code) else {
      throw DimoBenchError("\(request.url) answered \(response.status.code)")
    }
    return body
  }

  /// `count` new accounts; returns their access tokens.
  func signUp(_ count: Int, server: DimoBenchServer) async throws -> [String] {
    var tokens: [String] = []
    for index in 0..<count {
      let phone = String(format: "010-5%03d-%04d", index, index)
      _ = try await send(
        request(
          .POST, "dimo/signup/phone-check",
          body: try JSONEncoder().encode(RequestPhoneCheck(phoneNumber: phone))))
      guard let message = try server.dimo.sentMessages().last(where: { $0.phoneNumber == phone }),
        let code = message.text.split(whereSeparator: { !$0.isNumber }).first
      else { throw DimoBenchError("no code for \(phone)") }
      _ = try await send(
        request(
          .POST, "dimo/signup/phone-check/verify",
          body: try JSONEncoder().encode(
            RequestPhoneVerify(phoneNumber: phone, smsCode: String(code)))))
      let signup = RequestSignup(
        userID: "bench\(index)", password: "bench123!", name: "벤치", agency: "SKT",
        phoneNumber: phone, nickname: "벤치\(index)", mbti: Self.mbtis[index % Self.mbtis.count],
        pushCheck: 0)
      let answer = try await send(
        request(.POST, "dimo/signup", body: try JSONEncoder().encode(signup)))
      tokens.append(try JSONDecoder().decode(RespondSignup.self, from: answer).accessToken)
    }
    return tokens
  }

  /// Every character with its anime, in character order.
  func characters(token: String) async throws -> [(id: Int, animeID: Int)] {
    let more = try JSONDecoder().decode(
      RespondHomeMore.self,
      from: try await send(request(.GET, "dimo/home/anime_more", token: token)))
    var characters: [(Int, Int)] = []
    for anime in more.anime {
      let detail = try JSONDecoder().decode(
        RespondAnimeDetail.self,
        from: try await send(request(.GET, "dimo/detail/animedata/\(anime.animeID)", token: token)))
      characters += detail.characters.map { ($0.characterID, anime.animeID) }
    }
    return characters.sorted { $0.0 < $1.0 }
  }

  private static let mbtis = ["ENFP", "ISTJ", "INFJ", "ESTP", "INTP", "ESFJ", "ENTJ", "ISFP"]
}

/// A benchmark setup failure with a sentence.
struct DimoBenchError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
