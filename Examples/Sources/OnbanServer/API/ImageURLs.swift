/// Turns image file names into the URLs the API returns.
///
/// URLs are absolute paths on the serving host (`/onban/images/HBDEF_top.png`), not full URLs:
/// the server does not know the host name or port a client reached it by (ephemeral ports,
/// proxies, one router for every app), so clients resolve them against their base URL.
struct ImageURLs: Sendable {
  /// The mount point of the Onban routes, like `/onban`.
  let prefix: String

  /// `<prefix>/images/<file>`.
  func url(for file: String) -> String {
    "\(prefix)/images/\(file)"
  }
}
