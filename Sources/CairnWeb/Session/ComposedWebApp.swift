import CairnNavigation
import CairnWeb
import Foundation

/// A reference app as the browser serves it: its name, path, views and stylesheet, and how to
/// start one instance of it on dependencies the launcher built once for every tab.
@MainActor
final class ComposedWebApp: WebApp {
  let title: String
  let linkHost: String
  let strings: WebStrings
  let views: ScreenRegistry<any WebContext, any WebScreen>
  let stylesheet: String?
  private let makeRun: @MainActor () -> WebAppRun
  private let readFile: (@MainActor (String) async -> WebFile?)?

  init(
    title: String, linkHost: String, strings: WebStrings = .korean,
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

  func start() -> WebAppRun {
    makeRun()
  }

  func file(at path: String) async -> WebFile? {
    await readFile?(path)
  }
}
