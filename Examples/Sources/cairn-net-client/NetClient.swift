import CairnNetworking
import Dispatch
import Foundation
import NetworkBenchSupport

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `cairn-net-client`: the client side of the instruction-count benchmark, run under
/// `valgrind --tool=callgrind` by `cairn-bench` (see `NetworkInstructionBenchmark`).
///
///     cairn-net-client <catalog URL> raw|cairn <warm-up requests> <measured requests>
///
/// Sends the warm-up requests, then the measured ones, one after another, and prints
/// `answered <n> of <m>`. Its `main` is synchronous and waits on a semaphore (valgrind 3.19
/// stops a Swift program with an asynchronous `main`).
@main
enum NetClient {
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    guard arguments.count == 4, let url = URL(string: arguments[0]),
      let client = Client(rawValue: arguments[1]), let warmUps = Int(arguments[2]),
      let requests = Int(arguments[3])
    else {
      FileHandle.standardError.write(
        Data("usage: cairn-net-client <catalog URL> raw|cairn <warm-ups> <requests>\n".utf8))
      exit(2)
    }
    let done = DispatchSemaphore(value: 0)
    let answered = Answered()
    Task.detached {
      let fetch = client.fetcher(catalog: url)
      for _ in 0..<warmUps { _ = await fetch() }
      var count = 0
      for _ in 0..<requests where await fetch() { count += 1 }
      answered.set(count)
      done.signal()
    }
    done.wait()
    print("answered \(answered.value) of \(requests)")
    exit(answered.value == requests ? 0 : 1)
  }
}

/// The two clients compared.
enum Client: String {
  /// `URLSession.shared.data(for:)` + `JSONDecoder`.
  case raw
  /// `DataTransferService.request`.
  case cairn

  /// One sequential fetch of the catalogue; true when it decoded.
  func fetcher(catalog url: URL) -> @Sendable () async -> Bool {
    switch self {
    case .raw:
      let request = URLRequest(url: url)
      let decoder = JSONDecoder()
      return { await RawFetch.catalog(request, decoder: decoder) != nil }
    case .cairn:
      let service = DataTransferService(baseURL: url.deletingLastPathComponent())
      let request = CatalogEndpoint().expecting(CatalogPage.self)
      return { (try? await service.request(request)) != nil }
    }
  }
}

/// The count of answered requests, handed from the task to `main`.
final class Answered: @unchecked Sendable {
  // @unchecked Sendable: `count` is only touched while holding `lock`.
  private let lock = NSLock()
  private var count = 0

  func set(_ value: Int) { lock.withLock { count = value } }
  var value: Int { lock.withLock { count } }
}
