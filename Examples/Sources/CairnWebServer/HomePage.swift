import CairnWeb

/// The home page of `cairn-apps web`: the apps, each a link to its path.
enum HomePage {
  static func html(title: String, apps: [(title: String, path: String)]) -> String {
    let body = Node.element(.main, [.class("home")]) {
      Node.heading(1) { Node.text(title) }
      Node.ul(.class("list")) {
        for app in apps {
          Node.li {
            Node.element(.a, [.class("row"), .href(app.path)]) { Node.text(app.title) }
          }
        }
      }
    }
    let head = Node.element(.head) {
      Node.element(.meta, [.charset("utf-8")])
      Node.element(.meta, [.name("viewport"), .content("width=device-width, initial-scale=1")])
      Node.element(.title) { Node.text(title) }
      Node.element(.link, [.rel("stylesheet"), .href(WebAssets.stylesheetPath)])
    }
    return "<!doctype html><html lang=\"ko\">" + head.html + "<body class=\"home-page\">"
      + body.html + "</body></html>"
  }
}
