import CairnNetworking
import CairnTesting
import DimoAPI
import DimoDomain
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Malformed JSON, wrong types, missing fields, oversized bodies, bad ids, bad paths and wrong
/// methods on every route: never a 5xx, always a `{code, message}` JSON refusal, and nothing
/// stored changes.
@Suite("Bad input on every route: never a 5xx, nothing changed (fuzz)", .timeLimit(.minutes(8)))
struct FuzzTests {
  @Test(arguments: TestEngine.allCases)
  func badBodiesAndQueriesOnEveryRoute(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("fuzzer01")
      let before = try await dimo.snapshot()
      var generator = SeededGenerator(seed: 0xD1_30)
      var sent = 0
      for route in DimoRoute.allCases where ![.image, .profileImage, .logout].contains(route) {
        for variant in try Self.variants(of: route, userID: user.userID, using: &generator) {
          let answer = try await dimo.client.raw(
            variant.method, variant.path, body: variant.body,
            headers: variant.headers.merging(["Authorization": "Bearer \(user.access)"]) { $1 })
          try Self.check(answer, "\(route) \(variant.label)")
          sent += 1
        }
      }
      #expect(sent > 1000)
      let after = try await dimo.snapshot()
      for table in DimoTestServer.tables {
        #expect(before[table] == after[table], "\(table) changed")
      }
    }
  }

  @Test(arguments: TestEngine.allCases)
  func oversizedBodiesAre413(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("fuzzer02")
      let network = NetworkService(baseURL: dimo.client.baseURL)
      // Every route that reads a body; the social routes refuse before reading one.
      let social: Set<DimoRoute> = [
        .kakaoLogin, .googleLogin, .appleLogin, .socialProfile, .socialRefresh,
      ]
      for route in DimoRoute.allCases
      where route.method != .get && route != .logout && !social.contains(route) {
        let request = try network.makeURLRequest(for: FuzzTemplates.endpoint(for: route))
        let limit =
          route == .modifyProfile ? DimoRules.maxProfileFormBytes : DimoRules.maxJSONBodyBytes
        let body = (request.httpBody ?? Data()) + Data(repeating: 0x20, count: limit + 1)
        let answer = try await dimo.client.raw(
          route.method.rawValue, route.path, body: body,
          headers: [
            "Authorization": "Bearer \(user.access)",
            "Content-Type": request.value(forHTTPHeaderField: "Content-Type") ?? "application/json",
          ])
        #expect(answer.status == 413, "\(route): \(answer.status)")
        try Self.check(answer, "\(route) oversized")
      }
    }
  }

  @Test(arguments: TestEngine.allCases)
  func badPathsMethodsAndMissingTokens(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("fuzzer03")
      let auth = ["Authorization": "Bearer \(user.access)"]
      for path in [
        "", "nope", "character/review_detail/extra", "images/../catalog.json",
        "images/..%2F..%2Fetc%2Fpasswd", "images/", "images/%00",
        "profile_images/..%2Fjwt-signing-key",
        "profile_images/1-abc.png", "profile_images/../sms-outbox.jsonl", "detail/animedata/1/2",
        "detail/animedata/", "detail/moviedata/", "detail/moviedata/1e6", "vote//view_result",
        "%ZZ", "detail/%ZZ", "home/anime/../../pm/works",
      ] {
        let answer = try await dimo.client.raw("GET", path, headers: auth)
        #expect([400, 404].contains(answer.status), "\(path): \(answer.status)")
        try Self.check(answer, path)
      }
      for route in DimoRoute.allCases where !route.path.contains("{") {
        for method in ["GET", "POST", "DELETE", "PUT", "PATCH"]
        where method != route.method.rawValue {
          let sameAnother = DimoRoute.allCases.contains {
            $0.path == route.path && $0.method.rawValue == method
          }
          guard !sameAnother else { continue }
          let answer = try await dimo.client.raw(method, route.path, headers: auth)
          #expect(answer.status == 405, "\(method) \(route.path): \(answer.status)")
          try Self.check(answer, "\(method) \(route.path)")
        }
      }
      let network = NetworkService(baseURL: dimo.client.baseURL)
      for route in DimoRoute.allCases where route.needsAccessToken {
        let request = try network.makeURLRequest(for: FuzzTemplates.endpoint(for: route))
        for header in [nil, "Bearer", "Bearer ", "bearer x.y.z", "Token \(user.access)"] {
          var headers: [String: String] = [:]
          headers["Authorization"] = header
          headers["Content-Type"] = request.value(forHTTPHeaderField: "Content-Type")
          let answer = try await dimo.client.raw(
            route.method.rawValue, Self.pathAndQuery(request, base: dimo.client.baseURL),
            body: request.httpBody, headers: headers)
          #expect(answer.status == 401, "\(route) with \(header ?? "no header"): \(answer.status)")
          try Self.check(answer, "\(route) unauthenticated")
        }
      }
      let logout = try await dimo.client.raw(
        "POST", "logout", body: Data("garbage{".utf8), headers: auth)
      #expect(logout.status == 200, "logout reads no body")
    }
  }

  /// A 5xx, or a refusal without the `{code, message}` body, fails the test.
  static func check(_ answer: Answer, _ label: String) throws {
    #expect(answer.status < 500, "\(label): \(answer.status) \(answer.text)")
    guard answer.status >= 400 else { return }
    let body = try answer.message()
    #expect(body.code == answer.status, "\(label): \(answer.text)")
    #expect(!body.message.isEmpty)
  }

  /// One bad request.
  struct Variant {
    let label: String
    let method: String
    let path: String
    var body: Data?
    var headers: [String: String] = [:]
  }

  private static func variants(
    of route: DimoRoute, userID: String, using generator: inout SeededGenerator
  ) throws -> [Variant] {
    let network = NetworkService(baseURL: URL(fileURLWithPath: "/"))
    let request = try network.makeURLRequest(for: FuzzTemplates.endpoint(for: route))
    let method = route.method.rawValue
    if route == .modifyProfile {
      return MultipartFuzz.variants(method: method, path: route.path, userID: userID)
    }
    if route.method == .get {
      return QueryFuzz.variants(route: route, request: request)
    }
    var template =
      try JSONSerialization.jsonObject(with: request.httpBody ?? Data("{}".utf8))
      as? [String: Any] ?? [:]
    if route.needsAccessToken { template["user_id"] = userID }
    return BodyFuzz.variants(
      method: method, path: route.path, template: template, optional: ["user_id", "sns_type"],
      using: &generator)
  }

  /// The path below `/dimo/` with its query.
  static func pathAndQuery(_ request: URLRequest, base: URL) -> String {
    let full = request.url?.absoluteString ?? ""
    return String(full.dropFirst(base.absoluteString.count))
  }
}
