import Foundation
import HummingbirdTesting
import ProjectManagerAPI
import ProjectManagerDomain
import ProjectManagerServer
import Testing

@Suite("Merging on the server", .timeLimit(.minutes(3)))
struct MergeTests {
  @Test func anOlderWriteDoesNotOverwriteANewerOne() async throws {
    try await withPM { server, client in
      let id = UUID()
      let newer = try record(id: id, title: "Newer", at: stamp(2_000))
      let older = try record(id: id, title: "Older", state: .done, at: stamp(1_000))
      _ = try await client.pushOK([newer])
      #expect(
        try await client.pushOK([older]) == RespondPush(applied: 0, cursor: 1, previousCursor: 1))
      #expect(try await server.records() == [newer])
    }
  }

  // snippet: pm-merge-different-fields
  @Test func concurrentEditsOfDifferentFieldsBothSurviveInEitherOrder() async throws {
    let id = UUID()
    let base = try record(id: id, title: "Plan", at: stamp(1_000, "base"))
    var retitled = base
    retitled.title = .init("Plan the launch", try stamp(2_000, "phone"))
    var moved = base
    moved.state = .init(.doing, try stamp(2_001, "laptop"))

    var results: [[WorkRecord]] = []
    for order in [[retitled, moved], [moved, retitled]] {
      results.append(
        try await withPM { server, client in
          _ = try await client.pushOK([base])
          for edit in order {
            #expect(try await client.pushOK([edit]).applied == 1)
          }
          return try await server.records()
        })
    }
    let merged = try #require(results.first?.first)
    #expect(merged.title.value == "Plan the launch")
    #expect(merged.state.value == .doing)
    #expect(results[0] == results[1])
  }
  // end-snippet

  @Test func tombstonesAreKeptAndPulled() async throws {
    try await withPM { server, client in
      let id = UUID()
      let live = try record(id: id, title: "Obsolete", at: stamp(1_000))
      var deleted = live
      deleted.deletedAt = try stamp(2_000)
      _ = try await client.pushOK([live])
      #expect(
        try await client.pushOK([deleted]) == RespondPush(applied: 1, cursor: 2, previousCursor: 1))

      let page = try await client.pullOK(since: 1)
      #expect(page.records == [WorkRecordDTO(deleted)])
      #expect(page.records.first?.deletedStamp == deleted.deletedAt?.description)
      #expect(try await server.records() == [deleted])
      let works = try await client.execute(uri: "/pm/works", method: .get)
      #expect(try works.decode(RespondWorks.self).works.isEmpty)
    }
  }

  // snippet: pm-merge-resurrect
  @Test func anEditLaterThanTheDeletionResurrectsTheWork() async throws {
    try await withPM { server, client in
      let id = UUID()
      var deleted = try record(id: id, title: "Maybe", at: stamp(1_000))
      deleted.deletedAt = try stamp(2_000, "phone")
      _ = try await client.pushOK([deleted])

      var edited = try record(id: id, title: "Maybe", at: stamp(1_000))
      edited.body = .init("Still needed after all", try stamp(3_000, "laptop"))
      #expect(try await client.pushOK([edited]).applied == 1)

      let stored = try #require(try await server.records().first)
      #expect(!stored.isDeleted)
      #expect(stored.deletedAt == deleted.deletedAt)
      #expect(stored.body.value == "Still needed after all")
      let works = try await client.execute(uri: "/pm/works", method: .get)
      #expect(try works.decode(RespondWorks.self).works.map(\.title) == ["Maybe"])
    }
  }
  // end-snippet

  @Test func pushingTheSameRecordsAgainChangesNothing() async throws {
    try await withPM { server, client in
      let records = try [record(at: stamp(1_000)), record(at: stamp(1_001))]
      #expect(
        try await client.pushOK(records) == RespondPush(applied: 2, cursor: 2, previousCursor: 0))
      #expect(
        try await client.pushOK(records) == RespondPush(applied: 0, cursor: 2, previousCursor: 2))
      #expect(try await client.pullOK(since: 2).records.isEmpty)
      #expect(try await server.records() == records)
    }
  }
}
