/// Whether a server's bind address reaches beyond this machine, and what to tell its user then.
public enum ListeningAddress {
  /// True for addresses only this machine can reach: `127.0.0.0/8`, `::1` and `localhost`.
  public static func isLoopback(_ host: String) -> Bool {
    let lowered = host.lowercased()
    if lowered == "localhost" || lowered == "::1" || lowered == "[::1]" { return true }
    let octets = lowered.split(separator: ".", omittingEmptySubsequences: false)
    return octets.count == 4 && octets[0] == "127" && octets.allSatisfy { UInt8($0) != nil }
  }

  /// The warning printed before serving on `host`, or nil for a loopback address.
  ///
  /// The servers speak plain HTTP: on any other address, every machine that can reach this one
  /// can call them, and what they send crosses the network unencrypted.
  public static func warning(forHost host: String) -> String? {
    guard !isLoopback(host) else { return nil }
    return "Warning: listening on \(host) lets every machine that can reach this one call these "
      + "servers, over plain HTTP (nothing is encrypted). Serve on 127.0.0.1 (the default) "
      + "unless other machines must connect, and only on a network you trust."
  }
}
