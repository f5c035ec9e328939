import Foundation
import Hummingbird
import HummingbirdTesting
import ProjectManagerAPI
import ProjectManagerServer
import Testing

@Suite("Routing and faults", .timeLimit(.minutes(3)))
struct RoutingTests {
  @Test(arguments: [
    "/pm", "/pm/", "/pm/nothing", "/pm/sync", "/pm/sync/other", "/pm/works/extra",
    "/pm/sync/pull/more",
  ])
  func unknownPathsAreJSON404(uri: String) async throws {
    try await withPM { _, client in
      let response = try await client.execute(uri: uri, method: .get)
      #expect(response.status == .notFound, "\(uri)")
      #expect(try response.errorSentence().contains("no route"), "\(uri)")
    }
  }

  @Test func aKnownPathWithAnotherMethodIsJSON405() async throws {
    try await withPM { _, client in
      for (uri, method) in [
        ("/pm/sync/push", HTTPRequest.Method.get), ("/pm/sync/pull", .post), ("/pm/works", .delete),
      ] {
        let response = try await client.execute(uri: uri, method: method)
        #expect(response.status == .methodNotAllowed, "\(method) \(uri)")
        #expect(try response.errorSentence().contains("not allowed"))
      }
    }
  }

  @Test func routesMountUnderAnyPrefix() async throws {
    let server = try await openServer()
    let router = Router()
    router.get("/other/hello") { _, _ in "hello" }
    server.addRoutes(to: router, prefix: "/apps/pm/")
    let app = Application(router: router, logger: quietLogger)
    try await app.test(.router) { client in
      let health = try await client.execute(uri: "/apps/pm/health", method: .get)
      #expect(health.status == .ok)
      let other = try await client.execute(uri: "/other/hello", method: .get)
      #expect(String(buffer: other.body) == "hello")
      #expect(server.requestCount(path: "/apps/pm/health") == 1)
      #expect(server.requestCount(path: "/other/hello") == 0)
    }
  }

  @Test func anInjectedStatusAnswersOnceThenTheRouteWorksAgain() async throws {
    try await withPM { server, client in
      server.faults.inject(.status(.internalServerError), path: "/pm/sync/push")
      let records = try [record(at: stamp(1_000))]
      let faulted = try await client.push(records.map(WorkRecordDTO.init))
      #expect(faulted.status == .internalServerError)
      #expect(try faulted.errorSentence().contains("500"))
      #expect(try await server.records().isEmpty)

      #expect(
        try await client.pushOK(records) == RespondPush(applied: 1, cursor: 1, previousCursor: 0))
      #expect(server.requestCount(path: "/pm/sync/push") == 2)
      #expect(server.faults.pendingCount(path: "/pm/sync/push") == 0)
    }
  }

  @Test func anInjectedGarbageBodyIsNotJSON() async throws {
    try await withPM { server, client in
      server.faults.inject(.garbageBody, path: "/pm/sync/pull")
      let response = try await client.execute(uri: "/pm/sync/pull?since=0&limit=10", method: .get)
      #expect(response.status == .ok)
      #expect(throws: (any Error).self) { try response.decode(RespondPull.self) }
      #expect(try await client.pullOK(since: 0).records.isEmpty)
    }
  }
}
