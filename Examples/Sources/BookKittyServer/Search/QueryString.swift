import Foundation

/// Reads a raw query string (`query=%EC%82%AC&display=10`) into its parameters, as HTML forms
/// write it: `+` is a space and `%XX` a UTF-8 byte. The first occurrence of a name wins.
enum QueryString {
  /// The parameters, or `nil` when a `%` escape is malformed or decodes to invalid UTF-8.
  static func parse(_ raw: String) -> [String: String]? {
    var parameters: [String: String] = [:]
    for pair in raw.split(separator: "&", omittingEmptySubsequences: true) {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard let name = decode(parts[0]) else { return nil }
      guard let value = parts.count > 1 ? decode(parts[1]) : "" else { return nil }
      if parameters[name] == nil { parameters[name] = value }
    }
    return parameters
  }

  private static func decode(_ text: Substring) -> String? {
    String(text).replacingOccurrences(of: "+", with: " ").removingPercentEncoding
  }
}
