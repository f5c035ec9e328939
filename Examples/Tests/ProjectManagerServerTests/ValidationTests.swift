import Foundation
import HummingbirdTesting
import ProjectManagerAPI
import ProjectManagerDomain
import ProjectManagerServer
import Testing

/// A way to spoil one record of a push, and words the refusal must contain.
struct BadRecord: Sendable, CustomTestStringConvertible {
  let name: String
  let spoil: @Sendable (inout WorkRecordDTO) -> Void
  let mentions: [String]

  var testDescription: String { name }

  static let all: [BadRecord] = [
    BadRecord(
      name: "malformed id", spoil: { $0.id = "card-42" }, mentions: ["card-42", "work id"]),
    BadRecord(
      name: "day that does not exist", spoil: { $0.due = "2026-02-30" },
      mentions: ["2026-02-30", "due date"]),
    BadRecord(name: "unknown state", spoil: { $0.state = "later" }, mentions: ["later", "state"]),
    BadRecord(
      name: "body of 1,001 characters", spoil: { $0.body = String(repeating: "가", count: 1_001) },
      mentions: ["1001", "1000"]),
    BadRecord(
      name: "bad stamp", spoil: { $0.titleStamp = "yesterday" },
      mentions: ["yesterday", "titleStamp"]),
    BadRecord(
      name: "bad deletion stamp", spoil: { $0.deletedStamp = "000000000000001000-00000-NODE" },
      mentions: ["000000000000001000-00000-NODE", "deletedStamp"]),
  ]
}

@Suite("Validation", .timeLimit(.minutes(3)))
struct ValidationTests {
  @Test(arguments: BadRecord.all)
  func anInvalidRecordRefusesTheWholePush(_ bad: BadRecord) async throws {
    try await withPM { server, client in
      let valid = WorkRecordDTO(try record(title: "Fine", at: stamp(1_000)))
      var spoiled = WorkRecordDTO(try record(title: "Spoiled", at: stamp(1_001)))
      bad.spoil(&spoiled)
      let response = try await client.push([valid, spoiled])
      #expect(response.status == .badRequest)
      let sentence = try response.errorSentence()
      #expect(sentence.contains("records[1]"), "\(sentence)")
      #expect(sentence.contains(spoiled.id), "\(sentence)")
      for word in bad.mentions {
        #expect(sentence.contains(word), "\(sentence)")
      }
      try await expectNothingStored(server)
    }
  }

  @Test(arguments: [
    (#"{"records": [{"id": "#, "not valid JSON"),
    ("", "not valid JSON"),
    (#"{"items": []}"#, "missing records"),
    (#"{"records": [{"id": 7}]}"#, "records[0].id"),
  ])
  func aMalformedBodyIsRefusedWithASentence(body: String, mention: String) async throws {
    try await withPM { server, client in
      let response = try await client.push(raw: body)
      #expect(response.status == .badRequest)
      let sentence = try response.errorSentence()
      #expect(sentence.contains(mention), "\(sentence)")
      #expect(sentence.hasPrefix("The push body"), "\(sentence)")
      try await expectNothingStored(server)
    }
  }

  @Test func aPushOfMoreThan1000RecordsIsRefused() async throws {
    try await withPM { server, client in
      let written = try stamp(1_000)
      let records = try (0...ProjectManagerServer.maxPushRecords).map { _ in
        WorkRecordDTO(try record(at: written))
      }
      let response = try await client.push(records)
      #expect(response.status == .badRequest)
      let sentence = try response.errorSentence()
      #expect(sentence.contains("at most 1000"), "\(sentence)")
      #expect(sentence.contains("1001"), "\(sentence)")
      try await expectNothingStored(server)
    }
  }

  @Test func aPushOfExactly1000RecordsIsAccepted() async throws {
    try await withPM { _, client in
      let written = try stamp(1_000)
      let records = try (0..<ProjectManagerServer.maxPushRecords).map { _ in
        try record(at: written)
      }
      #expect(
        try await client.pushOK(records)
          == RespondPush(applied: 1_000, cursor: 1_000, previousCursor: 0))
    }
  }

  @Test(arguments: [
    ("since=abc&limit=10", "since"), ("since=-1&limit=10", "since"), ("since=&limit=10", "since"),
    ("since=0&limit=0", "limit"), ("since=0&limit=1001", "limit"), ("since=0&limit=ten", "limit"),
    ("since=0&limit=-5", "limit"),
  ])
  func aBadPullQueryIsRefused(query: String, parameter: String) async throws {
    try await withPM { _, client in
      let response = try await client.execute(uri: "/pm/sync/pull?\(query)", method: .get)
      #expect(response.status == .badRequest, "\(query)")
      let sentence = try response.errorSentence()
      #expect(sentence.contains("\"\(parameter)\" must be a whole number"), "\(sentence)")
    }
  }

  @Test func theLargestPullLimitIsAccepted() async throws {
    try await withPM { _, client in
      let page = try await client.pullOK(since: 0, limit: ProjectManagerEndpoint.maxPullLimit)
      #expect(page == RespondPull(records: [], cursor: 0, hasMore: false))
    }
  }
}

/// Checks that the server holds no record and has not moved its cursor.
private func expectNothingStored(_ server: ProjectManagerServer) async throws {
  #expect(try await server.records().isEmpty)
  #expect(try await server.cursor() == 0)
}
