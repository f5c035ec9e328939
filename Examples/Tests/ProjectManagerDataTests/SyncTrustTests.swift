import Foundation
import GRDB
import ProjectManagerAPI
import ProjectManagerData
import ProjectManagerDomain
import ProjectManagerServer
import Testing

/// What the sync promises when a peer sends something unusual, against a real server on
/// 127.0.0.1: any record the server accepts, every device can store; a record one device cannot
/// apply is set aside and the rest of the sync goes on.
@Suite("What the sync promises (real server on 127.0.0.1)", .timeLimit(.minutes(3)))
struct SyncTrustTests {
  let folder: TemporaryFolder
  let running: RunningProjectManagerServer

  init() async throws {
    folder = try TemporaryFolder("pm-trust")
    running = try await startServer(in: folder.subfolder("server"))
  }

  @Test(
    "text in decomposed form that the server accepts is stored by every device, and later records still arrive"
  )
  func decomposedTextReachesEveryDevice() async throws {
    let peer = RawPeer(running.url)
    let accents = String(repeating: "e\u{301}", count: WorkRules.bodyLimit)
    // 한 as three jamo, 600 times: 1,800 code points typed, 600 syllables.
    let hangul = String(repeating: "\u{1112}\u{1161}\u{11AB}", count: 600)
    let first = RawPeer.record(title: "accents", body: accents)
    let second = RawPeer.record(title: "한글", body: hangul)
    #expect(try await peer.push([first, second]).status == 200)

    let a = try await SyncClient("a", folder: folder, serverURL: running.url)
    let synced = await a.sync()
    guard case .synced = synced else {
      Issue.record("expected synced, got \(synced)")
      return
    }
    let bodies = try await a.liveWorks().map(\.body.unicodeScalars.count).sorted()
    #expect(bodies == [600, WorkRules.bodyLimit])

    let later = RawPeer.record(title: "later", millis: 1_700_000_001_000)
    #expect(try await peer.push([later]).status == 200)
    let again = await a.sync()
    guard case .synced = again else {
      Issue.record("expected synced, got \(again)")
      return
    }
    #expect(try await a.liveWorks().count == 3)

    // The same text typed on a device is stored too, normalised.
    let typed = try await a.store.create(draft("typed", body: accents))
    #expect(typed.body.unicodeScalars.count == WorkRules.bodyLimit)
  }

  @Test("a record this device cannot store is set aside with why; the rest of the page is applied")
  func aRecordThatCannotBeAppliedIsSetAside() async throws {
    let a = try await SyncClient("a", folder: folder, serverURL: running.url)
    // This device's database refuses one title, as an older schema refused some text.
    let file = folder.subfolder("a").appendingPathComponent("pm.sqlite").path
    let refusing = try DatabaseQueue(path: file)
    try await refusing.write { db in
      try db.execute(
        sql: """
          CREATE TRIGGER refuse_poison BEFORE INSERT ON work WHEN NEW.title = 'poison'
          BEGIN SELECT RAISE(ABORT, 'poison is not stored here'); END
          """)
    }
    try refusing.close()

    let peer = RawPeer(running.url)
    let poison = RawPeer.record(title: "poison")
    let records = [
      RawPeer.record(title: "before"), poison, RawPeer.record(title: "after"),
    ]
    #expect(try await peer.push(records).status == 200)
    let status = await a.sync()
    guard case .setAside(let pending, let setAside) = status else {
      Issue.record("expected setAside, got \(status)")
      return
    }
    #expect(pending == 0)
    #expect(setAside.map(\.id) == [poison.id])
    #expect(setAside.first?.reason.contains("poison is not stored here") == true)
    #expect(try await a.liveWorks().map(\.title).sorted() == ["after", "before"])
    let snapshot = try await a.store.syncSnapshot()
    #expect(try await snapshot.cursor == running.server.cursor())
    #expect(snapshot.setAside == setAside)

    // A later version of it that the device can store is applied, and no longer set aside.
    var cured = RawPeer.record(
      id: try #require(UUID(uuidString: poison.id)), title: "cured", millis: 1_700_000_009_000)
    cured.bodyStamp = poison.bodyStamp
    #expect(try await peer.push([cured]).status == 200)
    let after = await a.sync()
    guard case .synced = after else {
      Issue.record("expected synced, got \(after)")
      return
    }
    #expect(try await a.liveWorks().map(\.title).sorted() == ["after", "before", "cured"])
    #expect(try await a.store.syncSnapshot().setAside.isEmpty)
  }

  @Test(
    "a control character other than newline and tab is refused with a 400 and a sentence, never cut off",
    arguments: ["ab\u{0}cd", "\u{1B}]2;owned\u{7}", "a\rb", "\u{7F}"])
  func controlCharactersAreRefused(text: String) async throws {
    let peer = RawPeer(running.url)
    for record in [RawPeer.record(title: text), RawPeer.record(title: "ok", body: text)] {
      let answer = try await peer.push([record])
      #expect(answer.status == 400)
      #expect(answer.body.contains("control character U+"), "\(answer.body)")
    }
    #expect(try await running.server.records().isEmpty)
    #expect(try await running.server.cursor() == 0, "a refused push moves no cursor")
    let kept = RawPeer.record(title: "tab\tand", body: "line\nbreak")
    #expect(try await peer.push([kept]).status == 200)
    #expect(try await running.server.records().map(\.title.value) == ["tab\tand"])
  }

  @Test("the same push sent twice changes nothing the second time and does not move the cursor")
  func theSamePushTwiceChangesNothing() async throws {
    let peer = RawPeer(running.url)
    let records = [
      RawPeer.record(
        title: "e\u{301}", body: String(repeating: "\u{1112}\u{1161}\u{11AB}", count: 3)),
      RawPeer.record(title: "plain", body: "a\tb\nc"),
    ]
    let first = try JSONDecoder().decode(
      RespondPush.self, from: Data(try await peer.push(records).body.utf8))
    let second = try JSONDecoder().decode(
      RespondPush.self, from: Data(try await peer.push(records).body.utf8))
    #expect(first.applied == 2)
    #expect(second.applied == 0)
    #expect(second.cursor == first.cursor)
    #expect(second.previousCursor == first.cursor)
  }

  @Test(
    "a stamp more than the drift limit ahead of the server's clock is refused with a 400; one within it is kept"
  )
  func farFutureStampsAreRefused() async throws {
    let peer = RawPeer(running.url)
    for millis in [999_999_999_999_999_999, Stamp.millis(of: Date()) + 3_600_000] {
      let answer = try await peer.push([RawPeer.record(title: "from the future", millis: millis)])
      #expect(answer.status == 400)
      #expect(answer.body.contains("minutes ahead of the server's clock"), "\(answer.body)")
    }
    #expect(try await running.server.records().isEmpty)
    let near = Stamp.millis(of: Date()) + WorkRules.clockDriftLimitMillis - 60_000
    #expect(
      try await peer.push([RawPeer.record(title: "a little ahead", millis: near)]).status == 200)
  }

  @Test(
    "edits made after receiving a stamp ahead of this device's clock win over it everywhere; the clock stays bounded"
  )
  func editsAfterAStampAheadWin() async throws {
    let peer = RawPeer(running.url)
    let ahead = Stamp.millis(of: Date()) + WorkRules.clockDriftLimitMillis - 1_000
    let id = UUID()
    let pushed = try await peer.push([
      RawPeer.record(id: id, title: "from the future", millis: ahead)
    ])
    #expect(pushed.status == 200)
    // This device's clock is ten minutes behind: the stamp is fifteen minutes ahead of it.
    let clock = TestClock(Date().addingTimeInterval(-600))
    let a = try await SyncClient("a", folder: folder, serverURL: running.url, clock: clock)
    await a.sync()
    _ = try await a.store.update(id: id, with: draft("first edit"))
    let first = try #require(try await a.store.records().first { $0.id == id }?.title.stamp)
    _ = try await a.store.update(id: id, with: draft("second edit"))
    let second = try #require(try await a.store.records().first { $0.id == id }?.title.stamp)
    #expect(first.millis >= ahead)
    #expect(second > first, "two later edits never share a stamp")
    let synced = await a.sync()
    guard case .synced = synced else {
      Issue.record("expected synced, got \(synced)")
      return
    }
    let b = try await SyncClient("b", folder: folder, serverURL: running.url)
    await b.sync()
    #expect(try await b.liveWorks().map(\.title) == ["second edit"])
    #expect(try await running.server.records().map(\.title.value) == ["second edit"])

    // The clock did not follow the stamp: a new work is stamped by this device's own clock.
    let fresh = try await a.store.create(draft("new"))
    let stamp = try #require(try await a.store.records().first { $0.id == fresh.id }?.title.stamp)
    #expect(stamp.millis <= Stamp.millis(of: clock.now) + WorkRules.clockDriftLimitMillis)
    #expect(stamp.millis < ahead)
  }
}
