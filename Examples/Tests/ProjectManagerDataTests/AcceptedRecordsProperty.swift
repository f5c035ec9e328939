import Foundation
import ProjectManagerAPI
import ProjectManagerData
import ProjectManagerDomain
import ProjectManagerServer
import PropertyBased
import Testing

/// Any record the server accepts, every device can pull and store: random titles and bodies
/// of odd Unicode (combining marks, jamo, emoji sequences, flags, astral letters, BOM,
/// compatibility characters), around the limits, pushed by a raw peer to a real server.
@Suite(
  "Any record the server accepts, every device stores (property-based)", .timeLimit(.minutes(4)))
struct AcceptedRecordsProperty {
  /// Pieces the texts are made of.
  static let pieces = [
    "a", "Z", " ", "\n", "\t", "é", "e\u{301}", "e\u{301}\u{302}", "\u{301}", "\u{212B}",
    "가", "\u{1100}\u{1161}\u{11A8}", "\u{1112}\u{1161}", "👨‍👩‍👧", "🇰🇷", "ﬁ", "\u{FEFF}", "\u{200B}",
    "𝔸", "\u{1E9B}\u{323}", "ᄀ", "\u{0915}\u{094D}\u{0937}", "😀", "\u{FFFD}",
  ]

  @Test("200 random records: each one accepted is stored as the server holds it")
  func acceptedRecordsAreStored() async throws {
    let folder = try TemporaryFolder("pm-accepted")
    let running = try await startServer()
    defer { running.stop() }
    let peer = RawPeer(running.url)
    let device = try await SyncClient("device", folder: folder, serverURL: running.url)
    let accepted = Counter()
    let pieces = Self.pieces
    let titles = Gen.int(in: 0...(pieces.count - 1)).array(of: 60...170).map { indices in
      indices.map { pieces[$0] }.joined()
    }
    let bodies = Gen.int(in: 0...(pieces.count - 1)).array(of: 400...900).map { indices in
      indices.map { pieces[$0] }.joined()
    }
    await propertyCheck(count: 200, input: titles, bodies) { title, body in
      let record = RawPeer.record(title: title, body: body)
      let answer = try await peer.push([record])
      guard answer.status == 200 else {
        #expect(answer.status == 400, "a refusal is a 400: \(answer.body)")
        return
      }
      _ = accepted.increment()
      let status = await device.sync()
      guard case .synced = status else {
        Issue.record("a record the server accepted stopped the sync: \(status)")
        return
      }
      let id = try #require(UUID(uuidString: record.id))
      let onServer = try await running.server.records().first { $0.id == id }
      let stored = try await device.store.records().first { $0.id == id }
      #expect(stored != nil && stored == onServer)
      #expect(
        stored.map { Array($0.body.value.unicodeScalars) }
          == onServer.map { Array($0.body.value.unicodeScalars) },
        "stored with the same code points")
    }
    #expect(accepted.increment() > 50, "most random records are within the limits")
  }
}
