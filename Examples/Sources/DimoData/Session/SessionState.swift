import CairnNetworking
import DimoAPI
import DimoDomain
import ExampleSupport
import Foundation

/// The tokens of a ``DimoSession`` in memory and on disk, the refresh, and the listeners to the
/// session's end.
final class SessionState: Sendable {
  private struct Values: Sendable {
    var tokens: SessionTokens?
    var isLoggingOut = false
    var listeners: [UUID: AsyncStream<SessionEnd>.Continuation] = [:]
  }

  private let file: TokenFile
  private let values: Locked<Values>

  init(file: TokenFile) {
    self.file = file
    values = Locked(Values(tokens: file.load()))
  }

  /// The token file's path, for messages.
  var fileDescription: String { file.url.path(percentEncoded: false) }

  /// The kept tokens.
  var tokens: SessionTokens? { values.value.tokens }

  /// True from a logout's start: a refresh refused then is no surprise to report.
  var isLoggingOut: Bool {
    get { values.value.isLoggingOut }
    set { values.withLock { $0.isLoggingOut = newValue } }
  }

  /// Keeps new tokens, in memory and in the file.
  func keep(_ tokens: SessionTokens) throws {
    try file.save(tokens)
    values.withLock {
      $0.tokens = tokens
      $0.isLoggingOut = false
    }
  }

  /// Forgets the tokens.
  func forget() {
    file.clear()
    values.withLock { $0.tokens = nil }
  }

  /// Trades the refresh token for new tokens through `service`; a refusal (401) forgets the
  /// session and tells the listeners.
  func refresh(through service: DataTransferService) async throws -> String {
    guard let refreshToken = tokens?.refresh else {
      throw NetworkError.http(status: 401, body: Data())
    }
    do {
      let answer = try await service.request(
        DimoEndpoint.requestRefresh(RequestRefresh(refreshToken: refreshToken)))
      try keep(SessionTokens(access: answer.accessToken, refresh: answer.refreshToken))
      return answer.accessToken
    } catch let error as NetworkError where error.status == 401 || error.status == 400 {
      end()
      throw error
    }
  }

  /// A new stream of the session's unexpected ends.
  func endings() -> AsyncStream<SessionEnd> {
    let (stream, continuation) = AsyncStream<SessionEnd>.makeStream()
    let id = UUID()
    values.withLock { $0.listeners[id] = continuation }
    continuation.onTermination = { [weak self] _ in
      self?.values.withLock { $0.listeners[id] = nil }
    }
    return stream
  }

  private func end() {
    let (listeners, wasLoggingOut) = values.withLock { values in
      let had = values.tokens != nil
      values.tokens = nil
      return (had ? Array(values.listeners.values) : [], values.isLoggingOut)
    }
    file.clear()
    guard !wasLoggingOut else { return }
    for listener in listeners { listener.yield(.expired) }
  }
}
