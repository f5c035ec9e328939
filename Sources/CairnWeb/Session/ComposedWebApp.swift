import CairnNavigation
import Foundation

/// A ``WebApp`` made of its parts: its name, path, views and stylesheet, its files, and how to
/// start one instance of it on dependencies built once for every tab (a composition root's
/// way to serve an app without a type of its own).
@MainActor
public final class ComposedWebApp: WebApp {
  /// The app's name.
  public let title: String
  /// Its deep links' host, which is also its path.
  public let linkHost: String
  /// The chrome's texts in its language.
  public let strings: WebStrings
  /// Its screens' web views.
  public let views: ScreenRegistry<any WebContext, any WebScreen>
  /// Its own stylesheet.
  public let stylesheet: String?
  private let makeRun: @MainActor () -> WebAppRun
  private let readFile: (@MainActor (String) async -> WebFile?)?

  /// An app; `files` serves ``WebApp/file(at:)`` and `start` starts one instance.
  public init(
    title: String, linkHost: String, strings: WebStrings,
    views: ScreenRegistry<any WebContext, any WebScreen>, stylesheet: String?,
    files: (@MainActor (String) async -> WebFile?)? = nil,
    start: @escaping @MainActor () -> WebAppRun
  ) {
    self.title = title
    self.linkHost = linkHost
    self.strings = strings
    self.views = views
    self.stylesheet = stylesheet
    readFile = files
    makeRun = start
  }

  /// Starts one instance with the closure it was given.
  public func start() -> WebAppRun {
    makeRun()
  }

  /// Reads a file with the closure it was given (none without one).
  public func file(at path: String) async -> WebFile? {
    await readFile?(path)
  }
}
