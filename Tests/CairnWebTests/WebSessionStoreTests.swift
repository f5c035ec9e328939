import Foundation
import Testing

@testable import CairnWeb

@Suite("Sessions: bounded, kept for a while, one per tab", .timeLimit(.minutes(1)))
@MainActor
struct WebSessionStoreTests {
  @Test func theSessionIdleLongestMakesRoomForANewOne() async {
    let store = WebSessionStore(app: ShelfApp(), limits: WebSessionLimits(maxSessions: 3))
    var sessions: [WebSession] = []
    for _ in 0..<3 { sessions.append(await store.open(address: "/shelf", for: "b")) }
    sessions[1].send = { _ in }  // attached: kept before the detached ones
    _ = await store.open(address: "/shelf", for: "b")
    #expect(store.count == 3)
    #expect(store.session(sessions[0].id, of: "b") == nil, "the idlest detached one went")
    #expect(store.session(sessions[1].id, of: "b") != nil)
  }

  @Test func aSessionWithoutASocketEndsAfterTheRetention() async {
    let clock = TestInstant()
    let store = WebSessionStore(
      app: ShelfApp(), limits: WebSessionLimits(retention: .seconds(60)), now: { clock.now })
    let kept = await store.open(address: "/shelf", for: "b")
    kept.send = { _ in }
    let left = await store.open(address: "/shelf", for: "b")
    clock.advance(by: .seconds(61))
    store.endExpired()
    #expect(store.session(left.id, of: "b") == nil)
    #expect(store.session(kept.id, of: "b") != nil, "a session with a socket is kept")
  }

  @Test func anotherBrowserNeverGetsASession() async {
    let store = WebSessionStore(app: ShelfApp())
    let session = await store.open(address: "/shelf", for: "b")
    #expect(store.session(session.id, of: "other") == nil)
    #expect(
      store.join(session: session.id, previous: nil, address: "/shelf", browser: "other") == nil)
  }

  @Test func aReloadedTabGetsItsSessionBackAndADuplicatedTabDoesNot() async {
    let store = WebSessionStore(app: ShelfApp())
    let first = await store.open(address: "/shelf", for: "b")
    await first.navigator.restore(.init(selectedTab: .main, links: []), open: first.run.open)
    let reload = await store.open(address: "/shelf", for: "b")
    let joined = store.join(session: reload.id, previous: first.id, address: "/shelf", browser: "b")
    #expect(joined === first)
    #expect(store.session(reload.id, of: "b") == nil, "the page's provisional session ended")

    first.send = { _ in }  // the first tab is open; a duplicate of it carries the same previous
    let duplicate = await store.open(address: "/shelf", for: "b")
    let other = store.join(
      session: duplicate.id, previous: first.id, address: "/shelf", browser: "b")
    #expect(other === duplicate)
  }
}

/// A clock a test moves.
final class TestInstant: @unchecked Sendable {
  // @unchecked Sendable: `offset` is only touched while holding `lock`.
  private let lock = NSLock()
  private let start = ContinuousClock.now
  private var offset: Duration = .zero

  var now: ContinuousClock.Instant { lock.withLock { start + offset } }

  func advance(by duration: Duration) {
    lock.withLock { offset += duration }
  }
}
