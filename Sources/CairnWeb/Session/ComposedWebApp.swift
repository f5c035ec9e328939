import CairnNavigation
import Foundation

/// A ``WebApp`` made of its parts: its name, path, views and stylesheet, its files, and how to
/// start one instance of it on dependencies built once for every tab (a composition root's
/// way to serve an app without a type of its own).
@MainActor
public final class ComposedWebApp: WebApp {
  public let title: String
  public let linkHost: String
  public let strings: WebStrings
  public let views: ScreenRegistry<any WebContext, any WebScreen>
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

  public func start() -> WebAppRun {
    makeRun()
  }

  public func file(at path: String) async -> WebFile? {
    await readFile?(path)
  }
}
