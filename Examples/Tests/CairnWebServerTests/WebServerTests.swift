import BrowserTestSupport
import Foundation
import Testing

/// `cairn-apps web`'s server, in process, over real sockets: pages, their headers, sockets and
/// what a session sends over them.
@Suite("The web server: pages, sockets, sessions", .timeLimit(.minutes(2)))
struct WebServerTests {
  /// The first screen id in a message's page (`data-screen=\"3\"`, escaped as JSON).
  private static func screen(in message: String) -> Int? {
    guard let range = message.range(of: #"data-screen=\""#) else { return nil }
    return Int(message[range.upperBound...].prefix { $0.isNumber })
  }

  /// A page's first message.
  private static func join(_ session: String, _ url: String, _ version: String) -> String {
    #"{"t":"join","session":"\#(session)","url":"\#(url)","version":"\#(version)","i":0}"#
  }

  @Test func aPageComesWithItsPolicyAndAPrivateCookie() async throws {
    try await WebServerFixture.with { fixture in
      let (status, response, body) = try await fixture.get("/todo")
      #expect(status == 200)
      let policy = response.value(forHTTPHeaderField: "Content-Security-Policy") ?? ""
      #expect(policy.contains("script-src 'self'") && !policy.contains("unsafe-inline"))
      #expect(response.value(forHTTPHeaderField: "X-Content-Type-Options") == "nosniff")
      let cookie = response.value(forHTTPHeaderField: "Set-Cookie") ?? ""
      #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"))
      #expect(body.contains(#"<script src="/cairn/client.js" defer></script>"#))
      #expect(!body.contains("<script>"), "no inline script")
      let (scriptStatus, script, _) = try await fixture.get("/cairn/client.js")
      #expect(scriptStatus == 200)
      #expect(
        script.value(forHTTPHeaderField: "Content-Type")?.hasPrefix("text/javascript") == true)
    }
  }

  @Test(arguments: [
    (nil as String?, "no Origin"), ("http://evil.example", "another site"),
    ("http://127.0.0.1:1", "another port"),
  ])
  func aSocketFromAnotherOriginIsRefused(origin: String?, what: String) async throws {
    try await WebServerFixture.with { fixture in
      let page = try await fixture.openPage()
      await #expect(throws: RawWebSocket.Refused.self, "\(what)") {
        _ = try await fixture.socket(origin: origin, cookie: page.cookie)
      }
      await #expect(throws: RawWebSocket.Refused.self, "no cookie") {
        _ = try await fixture.socket(origin: fixture.origin, cookie: nil)
      }
    }
  }

  @Test func aJoinedPageGetsItsPageThenPatchesForItsEvents() async throws {
    try await WebServerFixture.with { fixture in
      let page = try await fixture.openPage()
      let socket = try await fixture.socket(origin: fixture.origin, cookie: page.cookie)
      await socket.send(Self.join(page.session, "/todo", "v1"))
      let first = try #require(await socket.receive())
      #expect(first.contains(#""t":"page""#) && first.contains(page.session))
      let screen = try #require(Self.screen(in: first), "the list's screen id")
      await socket.send(#"{"t":"ev","q":1,"k":"click","a":"add","s":\#(screen),"f":{}}"#)
      var pushed: String?
      while pushed == nil, let message = await socket.receive() {
        if message.contains(#""k":"push""#) { pushed = message }
      }
      #expect(pushed?.contains(#""url":"/todo/new""#) == true)
      #expect(pushed?.contains("todo-form") == true, "the form's HTML came with it")
    }
  }

  @Test func aPageOfAnotherVersionReloads() async throws {
    try await WebServerFixture.with(version: "v2") { fixture in
      let page = try await fixture.openPage()
      let socket = try await fixture.socket(origin: fixture.origin, cookie: page.cookie)
      await socket.send(Self.join(page.session, "/todo", "v1"))
      #expect(await socket.receive() == #"{"t":"reload"}"#)
    }
  }

  @Test func anotherBrowsersSessionIsNeverJoined() async throws {
    try await WebServerFixture.with { fixture in
      let victim = try await fixture.openPage()
      let attacker = try await fixture.openPage()
      let socket = try await fixture.socket(origin: fixture.origin, cookie: attacker.cookie)
      await socket.send(Self.join(victim.session, "/todo", "v1"))
      let first = try #require(await socket.receive())
      #expect(first.contains(#""t":"page""#))
      #expect(!first.contains(victim.session), "a new session of the attacker's own")
    }
  }

  @Test func aRestartedServerRebuildsThePageFromItsAddress() async throws {
    let first = try await WebServerFixture.start()
    let page = try await first.openPage("/todo/new")
    let port = first.port
    await first.stop()
    let second = try await WebServerFixture.start(port: port, folder: first.folder)
    do {
      let socket = try await second.socket(origin: second.origin, cookie: page.cookie)
      await socket.send(Self.join(page.session, "/todo/new", "v1"))
      let rebuilt = try #require(await socket.receive())
      #expect(rebuilt.contains(#""t":"page""#))
      #expect(rebuilt.contains("todo-form"), "the form sheet again")
    } catch {
      await second.stop()
      throw error
    }
    await second.stop()
  }

  @Test func aFileOutsideTheAppIsNotServed() async throws {
    try await WebServerFixture.with { fixture in
      for path in ["/todo/files/../../etc/passwd", "/todo/files/%2e%2e/x", "/todo/files/nothing"] {
        let (status, _, _) = try await fixture.get(path)
        #expect(status == 404, "\(path)")
      }
    }
  }
}
