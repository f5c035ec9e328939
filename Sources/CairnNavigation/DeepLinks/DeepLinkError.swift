/// Why a deep link could not be opened. Deep links come from outside, so every failure is a
/// value, never a crash.
public enum DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text is not a URL at all.
  case malformed(String)
  /// The URL's scheme is not the app's (`https` where `cairn` was expected).
  case unsupportedScheme(String)
  /// No route matches the URL's path.
  case unknownPath(String)
  /// A path or query parameter has the wrong form, such as an id that is not a UUID.
  case invalidParameter(name: String, value: String)
  /// A required query parameter is missing.
  case missingParameter(String)
  /// The route is valid but names something that does not exist (an unknown todo id).
  case notFound(String)
  /// Nothing is set up to open links.
  case unhandled(String)

  /// One sentence for logs and for the user.
  public var description: String {
    switch self {
    case .malformed(let text): "'\(text)' is not a valid link"
    case .unsupportedScheme(let scheme): "links starting with '\(scheme):' are not supported"
    case .unknownPath(let path): "no screen answers the link path '\(path)'"
    case .invalidParameter(let name, let value): "'\(value)' is not a valid \(name)"
    case .missingParameter(let name): "the link lacks its '\(name)' parameter"
    case .notFound(let what): "\(what) does not exist"
    case .unhandled(let url): "nothing can open \(url)"
    }
  }
}
