import BookKittyAPI
import BookKittyServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("Routing", .timeLimit(.minutes(3)))
struct RoutingTests {
  @Test(arguments: [
    "/bookkitty/nothing", "/bookkitty/v1", "/bookkitty/v1/search", "/bookkitty/v1/search/x.json",
    "/bookkitty/covers", "/bookkitty/covers/missing.png", "/bookkitty/books/9790000000000",
    "/bookkitty", "/bookkitty/",
  ])
  func unknownRoutesUnderThePrefixAreJSON404(uri: String) async throws {
    try await withBookKitty { _, client in
      let response = try await client.execute(uri: uri, method: .get)
      #expect(response.status == .notFound, "\(uri)")
      #expect(try response.decode(RespondSearchError.self).errorCode == "SE05", "\(uri)")
    }
  }

  @Test func aKnownPathWithAnotherMethodIsJSON405() async throws {
    try await withBookKitty { server, client in
      let isbn = try #require(server.books.first?.isbn)
      for (uri, method) in [
        ("/bookkitty/v1/search/book.json?query=a", HTTPRequest.Method.post),
        ("/bookkitty/covers/\(isbn).png", .delete), ("/bookkitty/books/\(isbn)", .put),
      ] {
        let response = try await client.execute(uri: uri, method: method)
        #expect(response.status == .methodNotAllowed, "\(method) \(uri)")
        #expect(try response.decode(RespondSearchError.self).errorCode == "SE05")
      }
    }
  }

  @Test func routesMountOnASharedRouterUnderAnyPrefix() async throws {
    let server = try BookKittyServer()
    let router = Router()
    router.get("/other/hello") { _, _ in "hello" }
    server.addRoutes(to: router, prefix: "/apps/books/")
    let app = Application(router: router, logger: quietLogger)
    try await app.test(.router) { client in
      let response = try await client.execute(
        uri: "/apps/books/v1/search/book.json?query=%EC%BD%94%EB%93%9C", method: .get)
      let item = try #require(try response.decode(RespondBookSearch.self).items.first)
      #expect(item.image.hasPrefix("/apps/books/covers/"))
      #expect(try await client.execute(uri: item.image, method: .get).status == .ok)
      let other = try await client.execute(uri: "/other/hello", method: .get)
      #expect(String(buffer: other.body) == "hello")
      #expect(server.requestCount(path: "/apps/books/v1/search/book.json") == 1)
    }
  }

  @Test func anInjectedFaultAnswersWithTheErrorBody() async throws {
    let server = try BookKittyServer()
    server.faults.inject(.status(.serviceUnavailable), path: "/bookkitty/v1/search/book.json")
    let app = Application(router: server.makeRouter(), logger: quietLogger)
    try await app.test(.router) { client in
      let failed = try await client.search("query=a")
      #expect(failed.status == .serviceUnavailable)
      #expect(try failed.decode(RespondSearchError.self).errorCode == "SE99")
      #expect(try await client.search("query=a").status == .ok)
    }
  }
}
