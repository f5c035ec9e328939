import ExampleSupport
import Logging

/// Keeps every log line (message and metadata) at every level, to check what a server logs.
final class LogCapture: Sendable {
  private let lines = Locked<[String]>([])

  /// Every line so far.
  var all: [String] { lines.value }

  /// A logger that writes here, at trace level.
  func logger(label: String) -> Logger {
    var logger = Logger(label: label) { [self] _ in Handler(capture: self) }
    logger.logLevel = .trace
    return logger
  }

  fileprivate func append(_ line: String) {
    lines.withLock { $0.append(line) }
  }

  private struct Handler: LogHandler {
    let capture: LogCapture
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
      get { metadata[key] }
      set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
      let merged = metadata.merging(event.metadata ?? [:]) { $1 }
      capture.append("\(event.level) \(event.message) \(merged) \(event.source)")
    }
  }
}
