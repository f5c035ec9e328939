import Foundation
import Logging
import SQLKit

/// What every handler shares: the database, the token, password and SMS code services, the
/// outbox, the clock and the pictures.
struct DimoEnvironment: Sendable {
  let database: any DimoDatabase
  let tokens: TokenService
  let hasher: PasswordHasher
  let codes: SMSCodeHasher
  let outbox: SMSOutbox
  let clock: @Sendable () -> Date
  let paths: ImagePaths
  let images: DimoImageLibrary
  let profileImages: ProfileImageFolder
  let logger: Logger

  /// The current time in seconds since 1970.
  var now: Int { clock().epochSeconds }

  /// Runs `body` in a write transaction.
  func write<T: Sendable>(_ body: @escaping @Sendable (any SQLDatabase) async throws -> T)
    async throws -> T
  {
    try await database.write(body)
  }

  /// Runs `body` on a reading connection.
  func read<T: Sendable>(_ body: @escaping @Sendable (any SQLDatabase) async throws -> T)
    async throws -> T
  {
    try await database.read(body)
  }
}
