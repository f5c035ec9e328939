import CairnNavigation
import CairnWeb
import ProjectManagerPresentation

extension ProjectManagerWebViews {
  /// The Project Manager as the browser serves it: one instance of the app per browser tab,
  /// on `dependencies` (its store and sync) built once and shared by every tab.
  public static func app(
    title: String, strings: WebStrings, dependencies: ProjectManagerDependencies
  ) -> ComposedWebApp {
    ComposedWebApp(
      title: title, linkHost: "pm", strings: strings, views: registry, stylesheet: stylesheet
    ) {
      let navigator = Navigator()
      let app = ProjectManagerAppCoordinator(
        router: navigator.router(), dependencies: dependencies)
      navigator.start(app)
      return WebAppRun(navigator: navigator, open: app.open, stop: app.cancel)
    }
  }
}
