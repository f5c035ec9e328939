import Logging

extension Navigator {
  /// Logs every navigation event through swift-log at `level`, until the token is released.
  public func logEvents(to logger: Logger, level: Logger.Level = .debug) -> NavigationObservation {
    observe { event in
      logger.log(level: level, "\(event.description)")
    }
  }
}
