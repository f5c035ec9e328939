import CairnNavigation
import Foundation
import OnbanDomain

// snippet: onban-route
/// Where an Onban deep link leads: a section's menu, or one dish's detail over it. The
/// section is part of every link, so that a link alone says which tab shows it; the browser
/// keeps its address on these links (`/onban/soup/HVBFO?_tab=soup`).
public enum OnbanRoute: Hashable, Sendable {
  /// `cairn://onban/<section>` (`main`, `soup` or `side`): that tab's menu, with nothing
  /// pushed over it. `cairn://onban` alone is the main menu.
  case menu(MenuSection)
  /// `cairn://onban/<section>/<hash>`: the detail of the dish with that hash, pushed over its
  /// section's menu.
  case dish(MenuSection, hash: String)

  /// The parser for the app's links: an unknown section or a hash that is not 1–64 ASCII
  /// letters and digits is an invalid parameter, any other path an unknown one.
  public static let parser = DeepLinkParser<OnbanRoute>(scheme: "cairn")
    .route("onban") { _ in .menu(.main) }
    .route("onban/:section") { .menu(try section(in: $0)) }
    .route("onban/:section/:hash") { .dish(try section(in: $0), hash: try hash(in: $0)) }
  // end-snippet

  /// The link that opens this route.
  public var link: URL {
    var components = URLComponents()
    components.scheme = "cairn"
    components.host = "onban"
    switch self {
    case .menu(let section):
      components.path = "/\(section.rawValue)"
    case .dish(let section, let hash):
      components.path = "/\(section.rawValue)/\(hash)"
    }
    return components.url ?? URL(filePath: "/")
  }

  /// The section a route shows.
  public var section: MenuSection {
    switch self {
    case .menu(let section), .dish(let section, _): section
    }
  }

  /// True when `hash` can stand in a link: 1–64 ASCII letters and digits (the server's are
  /// five uppercase letters, such as `HBDEF`).
  public static func isLinkable(hash: String) -> Bool {
    (1...64).contains(hash.count) && hash.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
  }

  private static func section(in match: DeepLinkMatch) throws(DeepLinkError) -> MenuSection {
    let text = try match.string("section")
    guard let section = MenuSection(rawValue: text) else {
      throw .invalidParameter(name: "section", value: text)
    }
    return section
  }

  private static func hash(in match: DeepLinkMatch) throws(DeepLinkError) -> String {
    let text = try match.string("hash")
    guard isLinkable(hash: text) else { throw .invalidParameter(name: "hash", value: text) }
    return text
  }
}
