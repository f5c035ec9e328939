import Foundation
import HummingbirdTesting
import ProjectManagerAPI
import ProjectManagerDomain
import ProjectManagerServer
import Testing

@Suite("Push and pull", .timeLimit(.minutes(3)))
struct PushPullTests {
  @Test func pushedRecordsComeBackFromAPullWithAGrowingCursor() async throws {
    try await withPM { server, client in
      let first = try record(title: "First", at: stamp(1_000))
      let second = try record(title: "Second", at: stamp(1_001))
      let pushed = try await client.pushOK([first, second])
      #expect(pushed == RespondPush(applied: 2, cursor: 2, previousCursor: 0))

      let third = try record(title: "Third", at: stamp(1_002))
      #expect(
        try await client.pushOK([third]) == RespondPush(applied: 1, cursor: 3, previousCursor: 2))

      let all = try await client.pullOK(since: 0)
      #expect(all.records == [first, second, third].map(WorkRecordDTO.init))
      #expect(all.cursor == 3)
      #expect(!all.hasMore)

      let later = try await client.pullOK(since: 2)
      #expect(later.records == [WorkRecordDTO(third)])
      #expect(later.cursor == 3)
      #expect(try await server.cursor() == 3)
      #expect(try await server.records() == [first, second, third])
    }
  }

  @Test func aChangedRecordMovesToTheEndOfTheChangeOrder() async throws {
    try await withPM { _, client in
      let id = UUID()
      let original = try record(id: id, title: "Draft", at: stamp(1_000))
      let other = try record(title: "Other", at: stamp(1_001))
      _ = try await client.pushOK([original, other])
      var edited = original
      edited.title = .init("Final", try stamp(2_000))
      #expect(
        try await client.pushOK([edited]) == RespondPush(applied: 1, cursor: 3, previousCursor: 2))

      let changes = try await client.pullOK(since: 2)
      #expect(changes.records.map(\.title) == ["Final"])
      #expect(changes.cursor == 3)
      #expect(try await client.pullOK(since: 0).records.map(\.title) == ["Other", "Final"])
    }
  }

  @Test func pullsArePagedWithHasMore() async throws {
    try await withPM { _, client in
      let records = try (0..<5).map {
        try record(title: "Work \($0)", at: stamp(1_000 + Int64($0)))
      }
      _ = try await client.pushOK(records)

      var pages: [RespondPull] = []
      var cursor = 0
      repeat {
        let page = try await client.pullOK(since: cursor, limit: 2)
        pages.append(page)
        cursor = page.cursor
      } while pages.last?.hasMore == true && pages.count < 10
      #expect(pages.map(\.records.count) == [2, 2, 1])
      #expect(pages.map(\.cursor) == [2, 4, 5])
      #expect(pages.map(\.hasMore) == [true, true, false])
      #expect(pages.flatMap(\.records) == records.map(WorkRecordDTO.init))

      let caughtUp = try await client.pullOK(since: 5, limit: 2)
      #expect(caughtUp == RespondPull(records: [], cursor: 5, hasMore: false))
    }
  }

  @Test func aPullWithoutAQueryStartsFromZero() async throws {
    try await withPM { _, client in
      _ = try await client.pushOK([try record(at: stamp(1_000))])
      let response = try await client.execute(uri: "/pm/sync/pull", method: .get)
      #expect(response.status == .ok)
      let page = try response.decode(RespondPull.self)
      #expect(page.records.count == 1)
      #expect(page.cursor == 1)
    }
  }

  @Test func aCursorFromAnotherDatabaseRepullsEverything() async throws {
    try await withPM { _, client in
      #expect(
        try await client.pullOK(since: 7) == RespondPull(records: [], cursor: 0, hasMore: false))
      let records = try [record(at: stamp(1_000)), record(at: stamp(1_001))]
      _ = try await client.pushOK(records)
      let page = try await client.pullOK(since: 40)
      #expect(page.records == records.map(WorkRecordDTO.init))
      #expect(page.cursor == 2)
    }
  }

  @Test func worksListsLiveWorksByDueThenTitle() async throws {
    try await withPM { _, client in
      let late = try record(title: "Late", due: "2026-12-24", at: stamp(1_000))
      let bravo = try record(title: "Bravo", due: "2026-03-01", state: .doing, at: stamp(1_001))
      let alpha = try record(title: "Alpha", due: "2026-03-01", state: .done, at: stamp(1_002))
      var gone = try record(title: "Gone", due: "2026-01-01", at: stamp(1_003))
      gone.deletedAt = try stamp(1_004)
      _ = try await client.pushOK([late, bravo, alpha, gone])

      let response = try await client.execute(uri: "/pm/works", method: .get)
      #expect(response.status == .ok)
      let works = try response.decode(RespondWorks.self).works
      #expect(works == [alpha, bravo, late].map { WorkDTO($0.work) })
    }
  }

  @Test func healthAnswersOK() async throws {
    try await withPM { _, client in
      let response = try await client.execute(uri: "/pm/health", method: .get)
      #expect(response.status == .ok)
      #expect(try response.decode([String: String].self) == ["status": "ok"])
    }
  }
}
