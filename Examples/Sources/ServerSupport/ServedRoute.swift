import Hummingbird

/// A route an API answers: its method and its path below the API's mount point, like
/// `GET detail/{hash}`.
public struct ServedRoute: Hashable, Sendable {
  /// The method it answers.
  public var method: HTTPRequest.Method
  /// The path below the mount point, without a leading `/`.
  public var path: String

  /// Creates a route description.
  public init(_ method: HTTPRequest.Method, _ path: String) {
    self.method = method
    self.path = path
  }
}
