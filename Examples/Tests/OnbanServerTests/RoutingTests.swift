import Foundation
import Hummingbird
import HummingbirdTesting
import OnbanAPI
import OnbanServer
import Testing

@Suite("Routing", .timeLimit(.minutes(3)))
struct RoutingTests {
  @Test(arguments: [
    "/onban/nothing", "/onban/detail", "/onban/detail/HBDEF/more", "/onban/images",
    "/onban/images/a/b.png", "/onban/main/extra", "/onban", "/onban/",
  ])
  func unknownRoutesUnderThePrefixAreJSON404(uri: String) async throws {
    try await withOnban { _, client in
      let response = try await client.execute(uri: uri, method: .get)
      #expect(response.status == .notFound, "\(uri)")
      #expect(try response.decode(RespondError.self).statusCode == 404, "\(uri)")
    }
  }

  @Test func aKnownPathWithAnotherMethodIsJSON405() async throws {
    try await withOnban { _, client in
      for (uri, method) in [
        ("/onban/order", HTTPRequest.Method.get), ("/onban/main", .post),
        ("/onban/detail/HBDEF", .delete),
      ] {
        let response = try await client.execute(uri: uri, method: method)
        #expect(response.status == .methodNotAllowed, "\(method) \(uri)")
        #expect(try response.decode(RespondError.self).statusCode == 405)
      }
    }
  }

  @Test func routesMountOnASharedRouterUnderAnyPrefix() async throws {
    let server = try await OnbanServer()
    let router = Router()
    router.get("/other/hello") { _, _ in "hello" }
    server.addRoutes(to: router, prefix: "/apps/onban/")
    let app = Application(router: router, logger: quietLogger)
    try await app.test(.router) { client in
      let list = try await client.execute(uri: "/apps/onban/main", method: .get)
        .decode(RespondDishList.self)
      let image = try #require(list.body.first?.image)
      #expect(image == "/apps/onban/images/HBDEF_top.png")
      #expect(try await client.execute(uri: image, method: .get).status == .ok)

      let other = try await client.execute(uri: "/other/hello", method: .get)
      #expect(String(buffer: other.body) == "hello")
      // Paths outside the prefix are left to the shared router.
      let outside = try await client.execute(uri: "/other/missing", method: .get)
      #expect(outside.status == .notFound)
      #expect(server.requestCount(path: "/other/hello") == 0)
      #expect(server.requestCount(path: "/apps/onban/main") == 1)
    }
  }
}
