import CairnNavigation
import Foundation

/// An app served in the browser: how to start an instance of it for one browser tab, and the
/// web views of its screens.
///
/// Each session runs its own instance — its own navigator, coordinators and view models — so
/// two tabs never share navigation; what an app's dependencies share (a database, a server)
/// the instances share, as two windows of one app do.
@MainActor
public protocol WebApp: AnyObject {
  /// The app's name, after the screen's title in the browser's title bar.
  var title: String { get }
  /// The host of the app's deep links, which is also where the app is served: `todo` for
  /// `cairn://todo/…`, served at `/todo/…`.
  var linkHost: String { get }
  /// The chrome's texts in the app's language.
  var strings: WebStrings { get }
  /// The web view of each kind of screen content.
  var views: ScreenRegistry<any WebContext, any WebScreen> { get }
  /// The app's own stylesheet, served at `/<linkHost>/app.css` after the library's; nil when
  /// it has none.
  var stylesheet: String? { get }
  /// Starts a new instance of the app.
  func start() -> WebAppRun
  /// A file of the app's own, served at `/<linkHost>/files/<path>` (a picture its views show:
  /// the apps' servers are not the page's origin, and a phone may not reach them); nil when
  /// there is none.
  func file(at path: String) async -> WebFile?
}

extension WebApp {
  /// No stylesheet of its own by default.
  public var stylesheet: String? { nil }
  /// No files by default.
  public func file(at path: String) async -> WebFile? { nil }
}

/// A file an app serves: its bytes and their content type.
public struct WebFile: Sendable {
  /// The bytes.
  public var data: Data
  /// The content type (`image/png`).
  public var contentType: String

  /// A file.
  public init(data: Data, contentType: String) {
    self.data = data
    self.contentType = contentType
  }

  /// A picture, its type read from its first bytes (PNG, JPEG, GIF or WebP); nil for anything
  /// else, which is never served as a picture.
  public static func picture(_ data: Data) -> WebFile? {
    let bytes = Array(data.prefix(12))
    let type: String?
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
      type = "image/png"
    } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
      type = "image/jpeg"
    } else if bytes.starts(with: Array("GIF8".utf8)) {
      type = "image/gif"
    } else if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)),
      Array(bytes[8..<12]) == Array("WEBP".utf8)
    {
      type = "image/webp"
    } else {
      type = nil
    }
    return type.map { WebFile(data: data, contentType: $0) }
  }
}

/// One running instance of a ``WebApp``, kept by its session.
@MainActor
public struct WebAppRun {
  /// The instance's navigator.
  public let navigator: Navigator
  /// Opens one of the app's deep links in this instance (`cairn://todo/<id>`): how an address
  /// typed, shared or reloaded rebuilds its screen.
  public let open: @MainActor (URL) async -> Result<Void, DeepLinkError>
  /// Ends the instance (its root flow), when the session ends.
  public let stop: @MainActor () -> Void

  /// An instance.
  public init(
    navigator: Navigator, open: @escaping @MainActor (URL) async -> Result<Void, DeepLinkError>,
    stop: @escaping @MainActor () -> Void
  ) {
    self.navigator = navigator
    self.open = open
    self.stop = stop
  }
}
