import CairnTesting
import Foundation
import Hummingbird
import ServerSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("Path parameters are percent-decoded", .timeLimit(.minutes(1)))
struct DecodedParameterTests {
  @Test func anEscapedParameterReachesTheRouteDecoded() async throws {
    let router = Router()
    router.get("echo/{word}") { _, context in
      context.parameters.decoded("word") ?? "(not valid UTF-8)"
    }
    let server = try await RunningServer.start(router: router, name: "echo")
    for (sent, expected) in [
      ("HBDEF%5Ftop.png", "HBDEF_top.png"), ("%ED%95%9C%EA%B8%80", "한글"), ("a%20b", "a b"),
      ("plain", "plain"), ("%ED%95", "(not valid UTF-8)"),
    ] {
      let url = try #require(URL(string: "\(server.url)/echo/\(sent)"))
      let (data, _) = try await URLSession.shared.data(from: url)
      #expect(String(decoding: data, as: UTF8.self) == expected, "\(sent)")
    }
    await server.stopAndWait()
  }
}
