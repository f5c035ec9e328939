import CairnNavigation
import Foundation
import OnbanDomain
import OnbanPresentation
import Testing

@Suite("Onban's deep links", .timeLimit(.minutes(1)))
struct OnbanRouteTests {
  static let routes: [OnbanRoute] =
    MenuSection.allCases.map(OnbanRoute.menu)
    + [.dish(.main, hash: "HBDEF"), .dish(.soup, hash: "HVBFO"), .dish(.side, hash: "abc123")]

  @Test(arguments: routes)
  func aRouteComesBackFromItsLink(route: OnbanRoute) throws {
    #expect(try OnbanRoute.parser.parse(route.link).get() == route)
  }

  @Test func theLinksReadAsTheyShould() throws {
    #expect(OnbanRoute.menu(.soup).link.absoluteString == "cairn://onban/soup")
    #expect(OnbanRoute.dish(.soup, hash: "HVBFO").link.absoluteString == "cairn://onban/soup/HVBFO")
    #expect(try OnbanRoute.parser.parse("cairn://onban").get() == .menu(.main))
    #expect(try OnbanRoute.parser.parse("cairn://onban/side/").get() == .menu(.side))
  }

  @Test(arguments: [
    ("cairn://onban/dessert", DeepLinkError.invalidParameter(name: "section", value: "dessert")),
    ("cairn://onban/Main/HBDEF", .invalidParameter(name: "section", value: "Main")),
    ("cairn://onban/main/HB-DEF", .invalidParameter(name: "hash", value: "HB-DEF")),
    ("cairn://onban/main/%2E%2E", .invalidParameter(name: "hash", value: "..")),
    ("cairn://onban/main/%ED%95%9C", .invalidParameter(name: "hash", value: "한")),
    (
      "cairn://onban/main/" + String(repeating: "H", count: 65),
      .invalidParameter(name: "hash", value: String(repeating: "H", count: 65))
    ),
    ("cairn://onban/main/HBDEF/order", .unknownPath("onban/main/HBDEF/order")),
    ("cairn://todo/main", .unknownPath("todo/main")),
    ("https://onban/main", .unsupportedScheme("https")),
    ("onban main", .malformed("onban main")),
  ])
  func aBadLinkIsAnErrorNeverACrash(link: String, error: DeepLinkError) {
    #expect(OnbanRoute.parser.parse(link) == .failure(error))
  }

  @Test func onlyPlainHashesStandInALink() {
    #expect(OnbanRoute.isLinkable(hash: "HBDEF"))
    #expect(!OnbanRoute.isLinkable(hash: ""))
    #expect(!OnbanRoute.isLinkable(hash: "a/b"))
    #expect(!OnbanRoute.isLinkable(hash: "a?b"))
  }
}
