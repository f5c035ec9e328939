/// How a ``TokenStore`` refreshes: how often at most, and how long before a token's expiry.
public struct TokenRefreshPolicy: Sendable, Hashable {
  /// The most refreshes within ``window``; one more fails with
  /// ``NetworkError/excessiveRefresh`` instead of refreshing. 5 by default.
  public var maxRefreshes: Int
  /// The span over which refreshes are counted; 30 seconds by default.
  public var window: Duration
  /// How long before its expiry a token is refreshed before it is sent, when the token says
  /// when it expires (``AccessToken/expiresAt``); 60 seconds by default. Keep it shorter than
  /// the tokens' lifetime, or every request refreshes.
  public var refreshMargin: Duration

  /// Creates a policy; the defaults are Alamofire's refresh window (5 in 30 s) and one minute
  /// of margin.
  public init(
    maxRefreshes: Int = 5, window: Duration = .seconds(30), refreshMargin: Duration = .seconds(60)
  ) {
    self.maxRefreshes = maxRefreshes
    self.window = window
    self.refreshMargin = refreshMargin
  }
}
