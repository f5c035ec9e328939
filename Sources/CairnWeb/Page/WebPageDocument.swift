/// The whole HTML document of an app's page: the head (the stylesheets, the script, the
/// viewport of a phone) and the body with the page a session rendered. The body carries what
/// the script needs: the session, the socket's path, the server's version and the notices it
/// shows by itself. No script or style is inline, so a Content-Security-Policy of
/// ``WebAssets/contentSecurityPolicy`` holds.
public struct WebPageDocument {
  /// The session's page body (``WebSession/pageHTML()``).
  public var bodyHTML: String
  /// The document's title.
  public var title: String
  /// The app's path (`/todo`): the socket is at `<path>/socket`, its stylesheet at
  /// `<path>/app.css` when it has one.
  public var appPath: String
  /// The session the page belongs to.
  public var session: String
  /// The server's version: a page of another version reloads.
  public var version: String
  /// The chrome's texts.
  public var strings: WebStrings
  /// Whether the app serves a stylesheet of its own at `<path>/app.css`.
  public var hasAppStylesheet: Bool

  /// A document.
  public init(
    bodyHTML: String, title: String, appPath: String, session: String, version: String,
    strings: WebStrings, hasAppStylesheet: Bool
  ) {
    self.bodyHTML = bodyHTML
    self.title = title
    self.appPath = appPath
    self.session = session
    self.version = version
    self.strings = strings
    self.hasAppStylesheet = hasAppStylesheet
  }

  /// The document as HTML.
  public var html: String {
    var head = Node.element(.head) {
      Node.element(.meta, [.charset("utf-8")])
      Node.element(
        .meta,
        [.name("viewport"), .content("width=device-width, initial-scale=1, viewport-fit=cover")])
      Node.element(.title) { Node.text(title) }
      Node.element(.link, [.rel("stylesheet"), .href(WebAssets.stylesheetPath)])
      if hasAppStylesheet {
        Node.element(.link, [.rel("stylesheet"), .href(appPath + "/app.css")])
      }
      Node.element(.script, [.src(WebAssets.scriptPath), .deferred])
    }.html
    head = "<!doctype html><html lang=\"" + escaped(strings.language) + "\">" + head
    var body = "<body data-app=\"" + escaped(appPath) + "\" data-session=\"" + escaped(session)
    body += "\" data-socket=\"" + escaped(appPath + "/socket") + "\" data-version=\""
    body += escaped(version) + "\" data-reconnecting=\"" + escaped(strings.reconnecting)
    body += "\" data-reloading=\"" + escaped(strings.reloading) + "\">"
    return head + body + bodyHTML + "</body></html>"
  }

  private func escaped(_ value: String) -> String {
    var output = ""
    HTMLEscaping.appendAttributeValue(value, to: &output)
    return output
  }
}

/// Where the library serves its own files, and the policy every page is served with.
public enum WebAssets {
  /// The client script's path.
  public static let scriptPath = "/cairn/client.js"
  /// The stylesheet's path.
  public static let stylesheetPath = "/cairn/style.css"
  /// The Content-Security-Policy of every page: scripts, styles and sockets of this origin
  /// only, pictures of this origin or `data:`, no inline script, no frames, no plugins.
  public static let contentSecurityPolicy =
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    + "connect-src 'self'; object-src 'none'; frame-ancestors 'none'; base-uri 'none'; "
    + "form-action 'self'"
}
