extension Duration {
  /// The duration in seconds, as a `TimeInterval` reads it.
  var inSeconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
