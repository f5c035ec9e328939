import Foundation
import Hummingbird

/// The cookie that names a browser: sessions belong to it, so that another browser cannot use
/// a session whose id it learned. `HttpOnly` (no script reads it) and `SameSite=Strict` (no
/// other site's page sends it).
struct BrowserCookie {
  /// The cookie's name.
  static let name = "cairn_browser"

  /// The browser's id.
  let id: String
  /// Whether the id is new, to be set on the answer.
  let isNew: Bool

  /// The browser of `request`, or a new one when it has no valid cookie.
  init(_ request: Request) {
    if let id = Self.existing(request) {
      self.id = id
      isNew = false
    } else {
      var generator = SystemRandomNumberGenerator()
      id = (0..<2).map { _ in
        let hex = String(generator.next() as UInt64, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
      }.joined()
      isNew = true
    }
  }

  /// The id of `request`'s cookie, when it has a well-formed one.
  static func existing(_ request: Request) -> String? {
    guard let value = request.cookies[name]?.value, value.count == 32,
      value.allSatisfy({ $0.isHexDigit && !$0.isUppercase })
    else { return nil }
    return value
  }

  /// `response` with the cookie set when it is new.
  func attach(to response: Response) -> Response {
    guard isNew else { return response }
    var response = response
    response.setCookie(
      Cookie(
        name: Self.name, value: id, path: "/", secure: false, httpOnly: true, sameSite: .strict))
    return response
  }
}

/// The `Origin` check of a socket: the page that opens it must come from this server.
enum OriginCheck {
  /// Whether `request`'s `Origin` names the host it was sent to.
  static func isSameOrigin(_ request: Request) -> Bool {
    guard let origin = request.headers[.origin], let host = request.head.authority else {
      return false
    }
    return origin == "http://" + host || origin == "https://" + host
  }
}
