import CairnNavigation
import CairnWeb
import TodoPresentation

extension TodoWebViews {
  // snippet: web-todo-composition
  /// The TodoList as the browser serves it: one instance of the app (its navigator and
  /// coordinators) per browser tab, on `dependencies` built once and shared by every tab, as
  /// two windows of one app share them.
  public static func app(
    title: String, strings: WebStrings, dependencies: TodoDependencies
  ) -> ComposedWebApp {
    ComposedWebApp(
      title: title, linkHost: "todo", strings: strings, views: registry, stylesheet: stylesheet
    ) {
      let navigator = Navigator()
      let app = TodoAppCoordinator(router: navigator.router(), dependencies: dependencies)
      navigator.start(app)
      return WebAppRun(navigator: navigator, open: app.open, stop: app.cancel)
    }
  }
  // end-snippet
}
