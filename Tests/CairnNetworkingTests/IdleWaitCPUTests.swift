import CairnNetworking
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A request waiting for an answer costs no CPU. It measures the whole process (every
/// thread, FoundationNetworking's included), so `make test` runs this suite on its own, after
/// the others: another suite's work would count as this one's.
@Suite("Waiting for an answer costs no CPU", .timeLimit(.minutes(1)))
struct IdleWaitCPUTests {
  #if canImport(Glibc)
    /// The process's CPU time so far, user and system.
    private func processCPUTime() -> Duration {
      var usage = rusage()
      getrusage(RUSAGE_SELF.rawValue, &usage)
      let microseconds =
        (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1_000_000
        + usage.ru_utime.tv_usec + usage.ru_stime.tv_usec
      return .microseconds(microseconds)
    }

    /// The server accepts and never answers; the request's 10 s deadline ends the wait. Linux
    /// `URLSession` spent about 5 s of CPU over the same 10 s (see `SocketHTTPTransport`).
    @Test func aTenSecondWaitOnASilentServerUsesUnderAThirdOfASecond() async throws {
      let arrived = AsyncStream.makeStream(of: Void.self)
      let server = try LoopbackSocketServer { connection in
        _ = connection.readRequest()
        arrived.continuation.yield()
        connection.waitForClientToClose()
      }
      defer { server.stop() }
      let service = NetworkService(baseURL: server.url)
      let waiting = Task { () async -> NetworkError? in
        do throws(NetworkError) {
          _ = try await service.requestData(SilentServerEndpoint())
          return nil
        } catch {
          return error
        }
      }
      for await _ in arrived.stream { break }
      let before = processCPUTime()
      let error = await waiting.value
      let used = processCPUTime() - before
      #expect(error == .timeout)
      #expect(used < .milliseconds(300), "the wait used \(used) of CPU")
    }
  #endif
}

/// `GET /` with a 10 s deadline.
private struct SilentServerEndpoint: Endpoint {
  var path: String { "" }
  var timeout: Duration? { .seconds(10) }
}
