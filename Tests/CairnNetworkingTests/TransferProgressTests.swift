import CairnNetworking
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("Progress and priority", .timeLimit(.minutes(1)))
struct TransferProgressTests {
  let stub = StubTransport()

  // snippet: network-transfer-progress
  @Test func aTransferReportsItsUploadThenItsDownloadAndEndsWithItsValue() async throws {
    await stub.stub(.post, "/onban/upload", .status(201, body: "stored as photo-7"))
    let photo = MultipartPart(name: "photo", data: Data(count: 4_000), filename: "a.png")
    let upload = makeService(stub).transfer(
      APIRequest(endpoint: TestAPI.upload([photo], boundary: "B")) { data, _, _ in
        String(decoding: data, as: UTF8.self)
      })
    var steps: [String] = []
    for await progress in upload.progress {
      steps.append("\(progress.direction) \(progress.completedBytes)/\(progress.totalBytes ?? -1)")
    }
    #expect(try await upload.value == "stored as photo-7")
    #expect(
      steps == [
        "upload 4080/4080", "download 4/17", "download 8/17", "download 12/17", "download 17/17",
      ])
  }
  // end-snippet

  @Test func fractionsAreKnownOnlyWithATotal() {
    #expect(
      TransferProgress(.download, completedBytes: 5, totalBytes: 20).fractionCompleted == 0.25)
    #expect(
      TransferProgress(.download, completedBytes: 5, totalBytes: nil).fractionCompleted == nil)
    #expect(TransferProgress(.upload, completedBytes: 0, totalBytes: 0).fractionCompleted == nil)
  }

  @Test func transfersAreNeverCoalesced() async throws {
    await stub.stub(.get, "/onban/main", .status(200, body: "ok"))
    let service = makeService(stub)
    let first = service.transfer(TestAPI.dishes.expectingData())
    let second = service.transfer(TestAPI.dishes.expectingData())
    #expect(try await first.value == Data("ok".utf8))
    #expect(try await second.value == Data("ok".utf8))
    #expect(await stub.requestCount(.get, "/onban/main") == 2)
  }

  @Test func cancellingATransferOrTheTaskAwaitingItCancelsTheRequest() async {
    let clock = ManualClock(isAdvancingAutomatically: false)
    let stub = StubTransport(clock: clock)
    await stub.stub(.get, "/onban/main", StubResponse.status(200).delayed(by: .seconds(1)))
    let service = makeService(stub)

    let cancelled = service.transfer(TestAPI.dishes.expectingData())
    await clock.waitForSleepers(count: 1)
    cancelled.cancel()
    #expect(await networkError { try await cancelled.value } == .cancelled)
    var steps = 0
    for await _ in cancelled.progress { steps += 1 }
    #expect(steps == 0, "the stream ends without a value")

    let transfer = service.transfer(TestAPI.dishes.expectingData())
    let waiting = Task { await networkError { try await transfer.value } }
    await clock.waitForSleepers(count: 1)
    waiting.cancel()
    #expect(await waiting.value == .cancelled)
  }

  // snippet: network-request-priority
  @Test func anEndpointsPriorityReachesTheTransport() async throws {
    struct Prefetch: Endpoint {
      var path: String { "main" }
      var priority: RequestPriority { .low }
    }
    await stub.stub(.get, "/onban/main", .status(200))
    let service = makeService(stub)
    _ = try await service.request(Prefetch().expectingData())
    _ = try await service.request(TestAPI.dishes.expectingData())
    #expect(await stub.receivedPriorities == [.low, .normal])
    #expect(RequestPriority.low.urlSessionTaskPriority == URLSessionTask.lowPriority)
    #expect(RequestPriority.normal.urlSessionTaskPriority == URLSessionTask.defaultPriority)
    #expect(RequestPriority.high.urlSessionTaskPriority == URLSessionTask.highPriority)
  }
  // end-snippet
}
