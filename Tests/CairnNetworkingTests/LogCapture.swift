import Foundation
import Logging

/// Collects log events in memory so that tests can read what was logged.
final class LogCapture: @unchecked Sendable {
  // @unchecked: `events` is guarded by `lock`.
  private let lock = NSLock()
  private var events: [LogEvent] = []

  var entries: [LogEvent] { lock.withLock { events } }

  func makeLogger() -> Logger {
    Logger(label: "test") { _ in Handler(capture: self) }
  }

  fileprivate func append(_ event: LogEvent) {
    lock.withLock { events.append(event) }
  }

  private struct Handler: LogHandler {
    let capture: LogCapture
    var metadata: Logger.Metadata = [:]
    var metadataProvider: Logger.MetadataProvider?
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
      get { metadata[key] }
      set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
      capture.append(event)
    }
  }
}
