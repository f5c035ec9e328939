import CairnNetworking
import Foundation

/// The calls of a stress run. Each round picks at random:
/// - a plain call, with a deadline close to the server's delay and a caller that may cancel
///   at about the moment the answer arrives;
/// - or a coalesced call: two to six callers of one request, each of which may cancel at a
///   random moment, so that the last one to leave cancels the shared exchange.
///
/// One plain call in three is followed for progress (`DataTransferService.transfer`), so that
/// it goes through the transport's delegate session instead of a completion handler.
///
/// Each round goes through one of two transports, at random: `DefaultHTTPTransport` (on Linux
/// `SocketHTTPTransport`) or `URLSessionTransport` (what `https://` uses there).
struct StressWorkload: Sendable {
  /// Per transport, a service with coalescing off (every call its own exchange) and one with
  /// coalescing on for `GET`.
  let services: [StressTransport: (plain: NetworkService, coalesced: NetworkService)]
  /// Rounds running at once.
  let concurrency: Int
  /// The seed of the random choices.
  let seed: UInt64
  /// Where every call in flight is recorded.
  let progress: StressProgress

  /// A workload against the stress server at `serverURL`, recording its calls in `progress`.
  init(serverURL: URL, concurrency: Int, seed: UInt64, progress: StressProgress) {
    var services: [StressTransport: (plain: NetworkService, coalesced: NetworkService)] = [:]
    for transport in StressTransport.allCases {
      services[transport] = (
        NetworkService(
          baseURL: serverURL, transport: transport.make(),
          configuration: .init(coalescedMethods: [])),
        NetworkService(baseURL: serverURL, transport: transport.make())
      )
    }
    self.services = services
    self.concurrency = concurrency
    self.seed = seed
    self.progress = progress
  }

  /// Runs about `requests` calls, `concurrency` rounds at a time, and tallies their outcomes.
  func run(requests: Int) async -> StressTally {
    let rounds = Self.rounds(count: requests, seed: seed)
    var tally = StressTally()
    await withTaskGroup(of: StressTally.self) { group in
      var next = 0
      for _ in 0..<min(concurrency, rounds.count) {
        let round = rounds[next]
        next += 1
        group.addTask { await perform(round) }
      }
      for await finished in group {
        tally.add(finished)
        if next < rounds.count {
          let round = rounds[next]
          next += 1
          group.addTask { await perform(round) }
        }
      }
    }
    return tally
  }

  /// Makes `count` plain calls one after another, through each transport in turn, with no
  /// deadline or cancellation, and returns how many got their answer: whether the transports
  /// still work after the storm.
  func countHealthyCalls(_ count: Int) async -> Int {
    var healthy = 0
    for index in 0..<count {
      let transport = StressTransport.allCases[index % StressTransport.allCases.count]
      let call = StressCall(id: "health-\(index)", delay: 200, deadline: nil)
      let recorded = progress.begin(
        "health call \(call.id) (\(transport))", "awaiting requestData")
      defer { progress.end(recorded) }
      let service = services[transport]?.plain
      if let service, case .success(let answer) = await send(call, through: service),
        answer == call.id
      {
        healthy += 1
      }
    }
    return healthy
  }

  private func perform(_ round: StressRound) async -> StressTally {
    var tally = StressTally()
    guard let services = services[round.transport] else { return tally }
    let service = round.isCoalesced ? services.coalesced : services.plain
    await withTaskGroup(of: Result<String, NetworkError>.self) { group in
      for (caller, cancelAfter) in round.callerCancellations.enumerated() {
        let name =
          "call \(round.call.id) caller \(caller + 1)/\(round.callerCancellations.count) "
          + "(\(round.kind), \(round.transport), server delay \(round.call.delay) µs, deadline "
          + "\(round.call.deadline.map { "\($0)" } ?? "none"), "
          + "cancels after \(cancelAfter.map { "\($0)" } ?? "never"))"
        group.addTask {
          let recorded = progress.begin(name, "starting")
          defer { progress.end(recorded) }
          return await callCancelled(
            after: cancelAfter, round.call, through: service, followed: round.isFollowed,
            recorded: recorded)
        }
      }
      for await outcome in group {
        tally.record(outcome, expected: round.call.id)
      }
    }
    return tally
  }

  /// Sends `call`, cancelling the caller after `delay` when one is given; records what it
  /// awaits in `progress` under `recorded`.
  private func callCancelled(
    after delay: Duration?, _ call: StressCall, through service: NetworkService, followed: Bool,
    recorded: UInt64
  ) async -> Result<String, NetworkError> {
    let caller = Task {
      followed
        ? await sendFollowed(call, through: service, recorded: recorded)
        : await send(call, through: service, recorded: recorded)
    }
    if let delay {
      // The moment the caller gives up: part of the storm, not a wait for something.
      try? await Task.sleep(for: delay)
      progress.update(recorded, "cancelled; awaiting its caller task's end")
      caller.cancel()
    }
    return await caller.value
  }

  private func send(
    _ call: StressCall, through service: NetworkService, recorded: UInt64? = nil
  ) async -> Result<String, NetworkError> {
    if let recorded { progress.update(recorded, "awaiting requestData") }
    do {
      let (data, _) = try await service.requestData(call)
      return .success(String(decoding: data, as: UTF8.self))
    } catch {
      return .failure(error)
    }
  }

  /// Sends `call` as a transfer followed for progress, reading its progress to the end.
  private func sendFollowed(
    _ call: StressCall, through service: NetworkService, recorded: UInt64
  ) async -> Result<String, NetworkError> {
    let transfer = DataTransferService(networkService: service).transfer(
      APIRequest(endpoint: call) { data, _, _ in String(decoding: data, as: UTF8.self) })
    progress.update(recorded, "reading the transfer's progress to its end")
    for await _ in transfer.progress {}
    progress.update(recorded, "awaiting the transfer's value")
    do {
      return .success(try await transfer.value)
    } catch {
      return .failure(error)
    }
  }

  /// The rounds of a run, drawn from `seed`.
  static func rounds(count: Int, seed: UInt64) -> [StressRound] {
    var random = SplitMix64(seed: seed)
    var rounds: [StressRound] = []
    var calls = 0
    while calls < count {
      let delay = Int.random(in: 0...3_000, using: &random)
      let hasDeadline = Bool.random(using: &random)
      // Deadlines around the server's delay, so that they expire as answers arrive.
      let deadline: Duration? =
        hasDeadline
        ? .microseconds(max(1_000, delay + Int.random(in: -1_000...1_000, using: &random)))
        : nil
      let isCoalesced = Int.random(in: 0..<3, using: &random) == 0
      let callers = isCoalesced ? Int.random(in: 2...6, using: &random) : 1
      let cancellations: [Duration?] = (0..<callers).map { _ in
        Bool.random(using: &random)
          ? .microseconds(Int.random(in: 0...(delay + 1_500), using: &random)) : nil
      }
      let isFollowed = !isCoalesced && Int.random(in: 0..<3, using: &random) == 0
      let transport: StressTransport = Bool.random(using: &random) ? .standard : .urlSession
      let call = StressCall(id: "\(rounds.count)", delay: delay, deadline: deadline)
      rounds.append(
        StressRound(
          call: call, transport: transport, isCoalesced: isCoalesced, isFollowed: isFollowed,
          callerCancellations: cancellations))
      calls += callers
    }
    return rounds
  }
}

/// One request of the run: `GET /echo/<id>?delay=<µs>`.
struct StressCall: Endpoint {
  /// What the server must answer.
  let id: String
  /// How long the server waits before answering, in microseconds.
  let delay: Int
  /// The deadline of the call.
  let deadline: Duration?

  var path: String { "echo/\(id)" }
  var queryItems: [URLQueryItem] { [URLQueryItem(name: "delay", value: "\(delay)")] }
  var timeout: Duration? { deadline }
}

/// One round: a call and its callers (one, or several sharing a coalesced exchange), each with
/// the moment it cancels, if it does.
struct StressRound: Sendable {
  let call: StressCall
  let transport: StressTransport
  let isCoalesced: Bool
  /// Followed for progress, through the transport's delegate session.
  let isFollowed: Bool
  let callerCancellations: [Duration?]

  /// `plain`, `followed` or `coalesced`, for reports.
  var kind: String { isCoalesced ? "coalesced" : isFollowed ? "followed" : "plain" }
}

/// The transports a stress run drives.
enum StressTransport: String, CaseIterable, Sendable, CustomStringConvertible {
  /// `DefaultHTTPTransport`: `SocketHTTPTransport` on Linux.
  case standard
  /// `URLSessionTransport`: `https://` on Linux, everything on Apple platforms.
  case urlSession

  /// A new transport of this kind.
  func make() -> any HTTPTransport {
    switch self {
    case .standard: DefaultHTTPTransport()
    case .urlSession: URLSessionTransport()
    }
  }

  var description: String { rawValue }
}

/// A small seeded generator, so that a run can be repeated.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
