import CairnNetworking
import Foundation
import Logging
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

let baseURL = URL(string: "https://api.test/onban/") ?? URL(fileURLWithPath: "/")

struct RequestOrder: Codable, Sendable, Equatable {
  let hash: String
  let count: Int
}

/// The endpoints the tests send, in the Router style of the reference apps.
enum TestAPI: Endpoint {
  case dishes
  case detail(hash: String)
  case search(query: String, page: Int?)
  case order(RequestOrder)
  case signup([String: String])
  case upload([MultipartPart], boundary: String)
  case slow
  case profile(Int)
  case refresh
  case withContentType

  var path: String {
    switch self {
    case .dishes: "main"
    case .detail(let hash): "/detail/\(hash)"
    case .search: "search"
    case .order: "orders"
    case .signup: "signup"
    case .upload: "upload"
    case .slow: "slow"
    case .profile: "me"
    case .refresh: "auth/refresh"
    case .withContentType: "typed"
    }
  }

  var method: HTTPMethod {
    switch self {
    case .order, .signup, .upload, .refresh, .withContentType: .post
    default: .get
    }
  }

  var queryItems: [URLQueryItem] {
    switch self {
    case .search(let query, let page):
      [
        URLQueryItem(name: "q", value: query),
        URLQueryItem(name: "page", value: page.map(String.init)),
      ]
    case .profile(let index): [URLQueryItem(name: "i", value: "\(index)")]
    default: []
    }
  }

  var headers: [String: String] {
    switch self {
    case .detail: ["Accept": "application/json"]
    case .withContentType: ["Content-Type": "application/vnd.cairn+json"]
    default: [:]
    }
  }

  var body: EndpointBody {
    switch self {
    case .order(let order):
      let encoder = JSONEncoder()
      encoder.outputFormatting = .sortedKeys
      return .json(order, encoder: encoder)
    case .signup(let fields): return .form(fields)
    case .upload(let parts, let boundary): return .multipart(parts, boundary: boundary)
    case .withContentType: return .raw(Data("{}".utf8), contentType: "application/json")
    default: return .none
    }
  }

  var timeout: Duration? {
    if case .slow = self { return .milliseconds(2500) }
    return nil
  }

  var shouldAuthenticate: Bool {
    if case .refresh = self { return false }
    return true
  }
}

/// A POST that the server deduplicates, so that it may be retried.
struct IdempotentPost: Endpoint {
  var path: String { "payments" }
  var method: HTTPMethod { .post }
  var isIdempotent: Bool { true }
}

/// Random fractions from a fixed list, repeating the last one.
struct FixedRandom: RandomSource {
  private let box: Box

  init(_ fractions: Double...) {
    box = Box(fractions)
  }

  func nextFraction() -> Double { box.next() }

  private final class Box: @unchecked Sendable {
    // @unchecked: `fractions` is guarded by `lock`.
    private let lock = NSLock()
    private var fractions: [Double]

    init(_ fractions: [Double]) { self.fractions = fractions }

    func next() -> Double {
      lock.withLock {
        guard let first = fractions.first else { return 1 }
        if fractions.count > 1 { fractions.removeFirst() }
        return first
      }
    }
  }
}

/// A gate tasks wait at until the test opens it.
actor Gate {
  private var isOpen = false
  private var waiters: [CheckedContinuation<Void, Never>] = []

  func wait() async {
    guard !isOpen else { return }
    await withCheckedContinuation { waiters.append($0) }
  }

  func open() {
    isOpen = true
    for waiter in waiters { waiter.resume() }
    waiters = []
  }
}

/// A thread-safe counter.
actor Counter {
  private(set) var value = 0

  func increment() { value += 1 }
}

func makeService(
  _ stub: StubTransport,
  interceptors: [any Interceptor] = [],
  configuration: NetworkService.Configuration = NetworkService.Configuration()
) -> DataTransferService {
  DataTransferService(
    baseURL: baseURL, transport: stub, interceptors: interceptors, configuration: configuration)
}

/// Runs `operation` and returns its error as a `NetworkError`, or `nil` when it succeeded.
func networkError<T>(_ operation: () async throws -> T) async -> NetworkError? {
  do {
    _ = try await operation()
    return nil
  } catch let error as NetworkError {
    return error
  } catch {
    Issue.record("not a NetworkError: \(error)")
    return nil
  }
}
