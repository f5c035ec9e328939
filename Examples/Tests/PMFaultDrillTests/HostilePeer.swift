import CairnNetworking
import CairnTesting
import Foundation
import ProjectManagerAPI
import ProjectManagerDomain
import Testing

/// A peer of the sync server that no well-behaved device would be: it pushes stamps from the far
/// future, control characters and text in decomposed Unicode, and reads the server's records
/// whole at the end.
struct HostilePeer {
  let service: DataTransferService

  /// A peer of the server at `serverURL` that holds the board token: the worst a device of the
  /// board itself could send.
  init(serverURL: URL, token: BoardToken) {
    service = DataTransferService(
      baseURL: serverURL.appendingPathComponent("pm/"),
      interceptors: [HeaderAdapter(name: "Authorization") { "Bearer \(token.text)" }],
      configuration: NetworkService.Configuration(defaultTimeout: .seconds(10)))
  }

  /// One push of a random kind. Refused kinds must get a 400; the record the server accepted
  /// (odd Unicode, normalised as the server stores it) is returned for the ledger.
  func attack(using random: inout SeededGenerator) async throws -> WorkRecord? {
    let now = Int64(Date().timeIntervalSince1970 * 1000)
    switch Int.random(in: 0..<3, using: &random) {
    case 0:
      let tenYears: Int64 = 10 * 365 * 24 * 3600 * 1000
      let status = try await push(record(title: "미래에서 온 기록", millis: now + tenYears))
      #expect(status == 400, "a stamp ten years ahead is refused")
      return nil
    case 1:
      let status = try await push(record(title: "ab\u{0}cd\u{1B}[2J", millis: now))
      #expect(status == 400, "control characters are refused")
      return nil
    default:
      // 1,000 "é" as e + U+0301 (2,000 code points) and a title in conjoining jamo: accepted,
      // stored in NFC, and storable by every device.
      let sent = record(
        title: "\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF} 분해형",
        body: String(repeating: "e\u{301}", count: WorkRules.bodyLimit), millis: now)
      let status = try await push(sent)
      #expect(status == 200, "text that is valid once normalised is accepted")
      guard status == 200 else { return nil }
      return try WorkRecord(validating: sent)
    }
  }

  /// Every record the server holds, tombstones included, by id.
  func allRecords() async throws -> [UUID: WorkRecord] {
    var records: [UUID: WorkRecord] = [:]
    var cursor = 0
    while true {
      let page = try await service.request(
        ProjectManagerEndpoint.requestPull(
          since: cursor, limit: ProjectManagerEndpoint.maxPullLimit))
      for dto in page.records {
        let record = try WorkRecord(validating: dto)
        records[record.id] = record
      }
      cursor = page.cursor
      if !page.hasMore { return records }
    }
  }

  private func push(_ record: WorkRecordDTO) async throws -> Int {
    do {
      _ = try await service.request(ProjectManagerEndpoint.requestPush([record]))
      return 200
    } catch {
      guard case .http(let code, _) = error else { throw error }
      return code
    }
  }

  private func record(title: String, body: String = "", millis: Int64) -> WorkRecordDTO {
    let stamp =
      "\(String(repeating: "0", count: max(0, 18 - String(millis).count)))\(millis)-00000-peer"
    return WorkRecordDTO(
      id: UUID().uuidString, title: title, titleStamp: stamp, body: body, bodyStamp: stamp,
      due: "2026-12-24", dueStamp: stamp, state: "todo", stateStamp: stamp, deletedStamp: nil)
  }
}
