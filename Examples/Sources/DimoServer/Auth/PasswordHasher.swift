import Dispatch
import ExampleSupport
import HummingbirdBcrypt

/// bcrypt hashing, off the server's threads (a cost-10 hash takes tens of milliseconds).
///
/// A login for an id that does not exist checks a decoy hash of the same cost
/// (``verifyDecoy(_:)``), so that its answer takes as long as a wrong password's and its
/// timing does not tell who has an account.
struct PasswordHasher: Sendable {
  /// The production cost, as the original's.
  static let defaultCost: UInt8 = 10

  /// bcrypt's cost (4…31).
  let cost: UInt8
  /// A hash of a random password at ``cost``, checked when there is no account's hash to check.
  let decoyHash: String
  /// How many passwords were checked (the decoy's checks included): tests read it to see how
  /// many tries a lockout let through.
  let checks: CheckCount

  /// A hasher at `cost`, with its decoy hash made.
  static func make(cost: UInt8) async -> PasswordHasher {
    let decoyPassword = String(
      (0..<24).map { _ in "abcdefghjkmnpqrstuvwxyz23456789".randomElement() ?? "a" })
    let decoy = await hash(decoyPassword, cost: cost)
    return PasswordHasher(cost: cost, decoyHash: decoy, checks: CheckCount())
  }

  /// The hash of `password` with a fresh salt.
  func hash(_ password: String) async -> String {
    await Self.hash(password, cost: cost)
  }

  /// True when `password` matches `hash`.
  func verify(_ password: String, hash: String) async -> Bool {
    checks.increment()
    return await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        continuation.resume(returning: Bcrypt.verify(password, hash: hash))
      }
    }
  }

  /// Spends what checking `password` against an account would, and answers nothing.
  func verifyDecoy(_ password: String) async {
    _ = await verify(password, hash: decoyHash)
  }

  private static func hash(_ password: String, cost: UInt8) async -> String {
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        continuation.resume(returning: Bcrypt.hash(password, cost: cost))
      }
    }
  }
}

/// A count that several tasks increase (thread-safe).
final class CheckCount: Sendable {
  private let count = Locked(0)

  /// The count so far.
  var value: Int { count.withLock { $0 } }

  /// Adds one.
  func increment() { count.withLock { $0 += 1 } }
}
