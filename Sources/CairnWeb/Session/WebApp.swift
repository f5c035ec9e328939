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
  /// Starts a new instance of the app.
  func start() -> WebAppRun
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
