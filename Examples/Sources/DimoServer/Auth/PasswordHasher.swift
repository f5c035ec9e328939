import Dispatch
import HummingbirdBcrypt

/// bcrypt hashing, off the server's threads (a cost-10 hash takes tens of milliseconds).
struct PasswordHasher: Sendable {
  /// The production cost, as the original's.
  static let defaultCost: UInt8 = 10

  /// bcrypt's cost (4…31).
  let cost: UInt8

  /// The hash of `password` with a fresh salt.
  func hash(_ password: String) async -> String {
    let cost = self.cost
    return await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        continuation.resume(returning: Bcrypt.hash(password, cost: cost))
      }
    }
  }

  /// True when `password` matches `hash`.
  func verify(_ password: String, hash: String) async -> Bool {
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        continuation.resume(returning: Bcrypt.verify(password, hash: hash))
      }
    }
  }
}
