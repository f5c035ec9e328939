import CairnWeb
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdWebSocket
import NIOCore

/// The routes of a ``WebAppServer``.
enum WebRoutes {
  /// Adds every route to `router`.
  static func add(to router: Router<BasicWebSocketRequestContext>, host: WebAppHost) {
    router.get("/") { request, _ in
      let browser = BrowserCookie(request)
      return browser.attach(
        to: page(HomePage.html(title: host.title, apps: await host.homeEntries)))
    }
    router.get(RouterPath(WebAssets.scriptPath)) { _, _ in
      asset(ClientScript.source, type: "text/javascript; charset=utf-8")
    }
    router.get(RouterPath(WebAssets.stylesheetPath)) { _, _ in
      asset(Stylesheet.source, type: "text/css; charset=utf-8")
    }
    for linkHost in host.stores.keys.sorted() {
      addApp(linkHost, to: router, host: host)
    }
  }

  private static func addApp(
    _ linkHost: String, to router: Router<BasicWebSocketRequestContext>, host: WebAppHost
  ) {
    let pageHandler: @Sendable (Request, BasicWebSocketRequestContext) async throws -> Response = {
      request, _ in
      let browser = BrowserCookie(request)
      let address = request.uri.path + (request.uri.query.map { "?" + $0 } ?? "")
      guard
        let html = await host.document(app: linkHost, address: address, browser: browser.id)
      else { return Response(status: .notFound) }
      return browser.attach(to: page(html))
    }
    router.get(RouterPath("/\(linkHost)"), use: pageHandler)
    router.get(RouterPath("/\(linkHost)/app.css")) { _, _ in
      guard let stylesheet = await host.stylesheet(of: linkHost) else {
        return Response(status: .notFound)
      }
      return asset(stylesheet, type: "text/css; charset=utf-8")
    }
    router.get(RouterPath("/\(linkHost)/files/**")) { request, context in
      let path = context.parameters.getCatchAll().joined(separator: "/")
      guard let file = await host.file(of: linkHost, at: path) else {
        return Response(status: .notFound)
      }
      var headers = HTTPFields()
      headers[.contentType] = file.contentType
      headers[.cacheControl] = "private, max-age=3600"
      headers[HTTPField.Name("X-Content-Type-Options") ?? .contentType] = "nosniff"
      return Response(
        status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: file.data)))
    }
    router.ws(RouterPath("/\(linkHost)/socket")) { request, _ in
      // Only a page of this server may open a socket: a cross-site page cannot drive a session.
      guard OriginCheck.isSameOrigin(request), BrowserCookie.existing(request) != nil else {
        return .dontUpgrade
      }
      return .upgrade([:])
    } onUpgrade: { inbound, outbound, context in
      guard let browser = BrowserCookie.existing(context.request) else { return }
      try await WebSocketSession.run(
        app: linkHost, browser: browser, host: host, inbound: inbound, outbound: outbound)
    }
    router.get(RouterPath("/\(linkHost)/**"), use: pageHandler)
  }

  /// An HTML page with the headers every page gets.
  private static func page(_ html: String) -> Response {
    var headers = HTTPFields()
    headers[.contentType] = "text/html; charset=utf-8"
    headers[.contentSecurityPolicy] = WebAssets.contentSecurityPolicy
    headers[.cacheControl] = "no-store"
    headers[HTTPField.Name("X-Content-Type-Options") ?? .contentType] = "nosniff"
    headers[HTTPField.Name("Referrer-Policy") ?? .contentType] = "no-referrer"
    return Response(
      status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
  }

  /// A script or stylesheet of the library.
  private static func asset(_ text: String, type: String) -> Response {
    var headers = HTTPFields()
    headers[.contentType] = type
    headers[.cacheControl] = "no-cache"
    headers[HTTPField.Name("X-Content-Type-Options") ?? .contentType] = "nosniff"
    return Response(
      status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
  }
}

extension WebAppHost {
  /// The home page's entries: each app's title and path.
  var homeEntries: [(title: String, path: String)] {
    apps.map { ($0.title, "/" + $0.linkHost) }
  }
}
