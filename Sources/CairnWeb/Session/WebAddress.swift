import CairnNavigation
import Foundation

/// Where an app's deep links live in the browser: `cairn://todo/<id>/edit?title=…` is
/// `/todo/<id>/edit?title=…`, and the other way round. A tab other than the first is named by
/// `_tab` in the query.
public enum WebAddress {
  /// The browser path of `link`, or nil when it is not one of `host`'s links.
  public static func path(of link: URL, host: String) -> String? {
    guard let components = URLComponents(url: link, resolvingAgainstBaseURL: false),
      components.host == host
    else { return nil }
    var path = "/" + host + components.percentEncodedPath
    if let query = components.percentEncodedQuery, !query.isEmpty { path += "?" + query }
    return path
  }

  /// The deep link of a browser address (a path with its query), the tab it names, or nil
  /// when it is not under `/host`.
  public static func link(of address: String, host: String, scheme: String = "cairn") -> (
    link: URL, tab: TabID?
  )? {
    guard var components = URLComponents(string: address) else { return nil }
    let path = components.percentEncodedPath
    let prefix = "/" + host
    guard path == prefix || path.hasPrefix(prefix + "/") else { return nil }
    let tab = components.queryItems?.first { $0.name == "_tab" }?.value.map { TabID($0) }
    components.queryItems = components.queryItems?.filter { $0.name != "_tab" }
    if components.queryItems?.isEmpty == true { components.queryItems = nil }
    var rest = String(path.dropFirst(prefix.count))
    if rest == "/" { rest = "" }
    var link = URLComponents()
    link.scheme = scheme
    link.host = host
    link.percentEncodedPath = rest
    link.percentEncodedQuery = components.percentEncodedQuery
    return link.url.map { ($0, tab) }
  }

  /// The address of a model: the path of the link of what the user sees (the top sheet's
  /// deepest restorable screen, else the selected tab's; the app's root when none), and the
  /// selected tab when it is not the first.
  @MainActor
  public static func address(of navigator: Navigator, host: String) -> String {
    var address = navigator.visibleLink.flatMap { path(of: $0, host: host) } ?? "/\(host)"
    let state = navigator.state
    if state.tabs.count > 1, state.selectedTab != state.tabs.first?.id {
      let tab = state.selectedTab.rawValue.addingPercentEncoding(
        withAllowedCharacters: .urlQueryAllowed.subtracting(CharacterSet(charactersIn: "&=+")))
      address += (address.contains("?") ? "&" : "?") + "_tab=" + (tab ?? "")
    }
    return address
  }

  /// Opens `address` on `navigator` through the app's deep links (`open`), as a restoration
  /// of its one link, so that a link that fails is dropped with the flows it started. The tab
  /// `_tab` names is selected before (a link that opens over the tab in view, as BookKitty's
  /// book, opens there) and afterwards; an address naming none stays on the tab opening the
  /// link left selected (a link may choose its tab, as each of Onban's names its section).
  @MainActor
  static func open(
    _ address: String, host: String, on navigator: Navigator,
    with open: (URL) async -> Result<Void, DeepLinkError>
  ) async {
    guard let (link, tab) = link(of: address, host: host) else { return }
    if let tab, navigator.state.selectedTab != tab,
      navigator.state.tabs.contains(where: { $0.id == tab })
    {
      navigator.perform(.selectTab(tab))
    }
    // A restoration selects its tab only when it exists: no tab has an empty id.
    await navigator.restore(
      NavigationRestoration(selectedTab: tab ?? TabID(""), links: [link]), open: open)
  }
}
