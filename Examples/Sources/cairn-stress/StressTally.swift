import CairnNetworking
import Foundation

/// How the calls of a stress run ended.
struct StressTally: Sendable {
  /// Calls answered with their own id.
  var answered = 0
  /// Calls that ended with ``NetworkError/timeout``.
  var timedOut = 0
  /// Calls that ended with ``NetworkError/cancelled``.
  var cancelled = 0
  /// Calls answered with another call's id: must stay 0.
  var wrongAnswers = 0
  /// Other errors, by description: must stay empty.
  var unexpected: [String: Int] = [:]

  /// Counts the outcome of one call that expected `id`.
  mutating func record(_ outcome: Result<String, NetworkError>, expected id: String) {
    switch outcome {
    case .success(let answer) where answer == id: answered += 1
    case .success: wrongAnswers += 1
    case .failure(.timeout): timedOut += 1
    case .failure(.cancelled): cancelled += 1
    case .failure(let error): unexpected[String(describing: error), default: 0] += 1
    }
  }

  /// Adds another tally's counts.
  mutating func add(_ other: StressTally) {
    answered += other.answered
    timedOut += other.timedOut
    cancelled += other.cancelled
    wrongAnswers += other.wrongAnswers
    unexpected.merge(other.unexpected, uniquingKeysWith: +)
  }

  /// The calls counted.
  var total: Int {
    answered + timedOut + cancelled + wrongAnswers + unexpected.values.reduce(0, +)
  }

  /// The one line the program prints.
  func summary(elapsed: Duration, connections: Int, healthy: Int) -> String {
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    let others = unexpected.map { "\($0.key) ×\($0.value)" }.sorted().joined(separator: ", ")
    return "cairn-stress: \(total) calls in \(String(format: "%.1f", seconds)) s: "
      + "\(answered) answered, \(timedOut) timed out, \(cancelled) cancelled, "
      + "\(wrongAnswers) wrong answers, unexpected errors: \(others.isEmpty ? "none" : others); "
      + "\(connections) connections; afterwards \(healthy) of 50 plain calls answered"
  }
}
