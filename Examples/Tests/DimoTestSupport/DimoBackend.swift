import CairnNetworking
import CairnTesting
import DimoAPI
import DimoData
import DimoDomain
import DimoPresentation
import DimoServer
import Foundation

/// A real DIMO server on 127.0.0.1 (port 0) over an SQLite file in a temporary folder, with a
/// clock the test moves and a cheap bcrypt cost: what the app's tests run against.
public final class DimoBackend: Sendable {
  /// The running server.
  public let running: RunningDimoServer
  /// The server's clock.
  public let clock: ServerClock
  /// The server's folder (and the outbox `cairn-apps dimo codes` reads).
  public let folder: TemporaryFolder

  private init(running: RunningDimoServer, clock: ServerClock, folder: TemporaryFolder) {
    self.running = running
    self.clock = clock
    self.folder = folder
  }

  /// The base URL of the API, ending in `/dimo/`.
  public var apiURL: URL { running.apiURL }
  /// The server.
  public var server: DimoServer { running.server }

  /// Starts a server on a fresh SQLite database, a copy of one seeded once per process
  /// (``SeededDimoFile``) (bounded: a server that never opens fails).
  public static func start() async throws -> DimoBackend {
    try await waiting(upTo: .seconds(120), for: "the DIMO test server to open") {
      let folder = try TemporaryFolder("dimo-app-server")
      let clock = ServerClock()
      try await SeededDimoFile.copy(into: folder.url, now: clock.now)
      let server = try await DimoServer.open(
        .forTests(folder: folder.url, clock: clock.read))
      do {
        let running = try await RunningDimoServer.start(server)
        return DimoBackend(running: running, clock: clock, folder: folder)
      } catch {
        await server.close()
        throw error
      }
    }
  }

  /// Stops serving and closes the database, within a minute.
  public func stop() async throws {
    let running = self.running
    try await waiting(upTo: .seconds(60), for: "the DIMO test server to stop") {
      await running.stopAndClose()
    }
  }

  /// The app's data layer against this server, keeping its tokens in `folder`.
  public func makeData(folder: URL) -> DimoDataFactory {
    DimoDataFactory(apiURL: apiURL, folder: folder)
  }

  /// The app's dependencies over `data`, with `ticks` for the countdown.
  public func makeDependencies(_ data: DimoDataFactory, ticks: ManualTicks = ManualTicks())
    -> DimoDependencies
  {
    DimoDependencies(
      auth: data.auth, session: data.session, home: data.homeDependencies(),
      momentum: DimoMomentumDependencies(profiles: data.momentumRepository),
      settings: data.settingsRepository, secondTicks: ticks.source)
  }

  /// How many requests reached `route` (like `login/refresh`).
  public func requestCount(_ route: String) -> Int {
    server.requestCount(path: "/dimo/\(route)")
  }

  /// The last SMS code (or one-time password) sent to `phone`.
  public func lastCode(to phone: String) throws -> String {
    guard let message = try server.sentMessages().last(where: { $0.phoneNumber == phone }),
      let code = message.text.split(whereSeparator: { !($0.isASCII && $0.isNumber) }).first
    else { throw DimoBackendError.noCode(phone) }
    return String(code)
  }
}

/// A failure of the test backend.
public enum DimoBackendError: Error, CustomStringConvertible {
  /// No message was sent to the phone.
  case noCode(String)

  /// The sentence.
  public var description: String {
    switch self {
    case .noCode(let phone): "no SMS was sent to \(phone)"
    }
  }
}

extension DimoBackend {
  /// Sends one request that needs the session (the account's settings) through `data`, and
  /// ignores its answer: what any screen of the tabs does, for tests of the session's end.
  public func sendAuthorizedRequest(through data: DimoDataFactory) async {
    _ = try? await data.session.service.request(DimoEndpoint.requestUserInfo())
  }
}

extension DimoBackend {
  /// Has a one-time password sent to `account`'s phone through `auth` (a code first, as FindPW
  /// does): every session of the account ends.
  public func resetPassword(of account: TestAccount, through auth: any AuthRepository)
    async throws
  {
    try await auth.requestCode(phoneNumber: account.phone)
    try await auth.sendTemporaryPassword(
      userID: account.userID, phoneNumber: account.phone, code: try lastCode(to: account.phone))
  }

  /// The last one-time password sent to `phone` (finding a password).
  public func lastTemporaryPassword(to phone: String) throws -> String {
    let prefix = DimoMessages.temporaryPasswordSMS("")
    let parts = prefix.components(separatedBy: "입니다.")
    guard let head = parts.first,
      let message = try server.sentMessages().last(where: {
        $0.phoneNumber == phone && $0.text.hasPrefix(head)
      })
    else { throw DimoBackendError.noCode(phone) }
    return String(message.text.dropFirst(head.count).dropLast("입니다.".count))
  }
}
