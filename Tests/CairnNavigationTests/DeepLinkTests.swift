import CairnNavigation
import CairnTesting
import Foundation
import Testing

// snippet: deep-link-shop-parser
enum ShopRoute: Equatable, Sendable {
  case home
  case dish(hash: String)
  case order(Int)
}

let shopLinks = DeepLinkParser<ShopRoute>(scheme: "cairn")
  .route("shop") { _ in .home }
  .route("shop/dish/:hash") { .dish(hash: try $0.string("hash")) }
  .route("shop/order") { .order(try $0.int("id")) }
// end-snippet

@Suite("Deep links", .timeLimit(.minutes(1)))
@MainActor
struct DeepLinkTests {
  @Test func parsesTypedRoutes() throws {
    #expect(try shopLinks.parse("cairn://shop").get() == .home)
    #expect(try shopLinks.parse("cairn://shop/dish/HBDEF").get() == .dish(hash: "HBDEF"))
    #expect(try shopLinks.parse("CAIRN://shop/order?id=42").get() == .order(42))
  }

  // snippet: deep-link-errors
  @Test(arguments: [
    ("not a url", DeepLinkError.malformed("not a url")),
    ("https://shop/dish/x", .unsupportedScheme("https")),
    ("cairn://shop/unknown", .unknownPath("shop/unknown")),
    ("cairn://shop/dish", .unknownPath("shop/dish")),
    ("cairn://shop/order", .missingParameter("id")),
    ("cairn://shop/order?id=abc", .invalidParameter(name: "id", value: "abc")),
  ])
  func badLinksAreErrorValues(link: String, expected: DeepLinkError) {
    #expect(shopLinks.parse(link) == .failure(expected))
  }
  // end-snippet

  @Test func uuidParameters() throws {
    let parser = DeepLinkParser<UUID>(scheme: "cairn").route("todo/:id") { try $0.uuid("id") }
    let id = UUID()
    #expect(try parser.parse("cairn://todo/\(id.uuidString)").get() == id)
    #expect(
      parser.parse("cairn://todo/123") == .failure(.invalidParameter(name: "id", value: "123")))
  }

  // snippet: deep-link-across-tabs
  @Test func aLinkRebuildsNavigationAcrossTabs() async {
    // A tab app: the link to a dish selects the soup tab and pushes the dish there, over
    // whatever was open, and shows an error for a dish that does not exist.
    let (navigator, root) = makeRoot()
    root.router.setTabs([
      NavigationTab(id: "main", title: "Main"), NavigationTab(id: "soup", title: "Soup"),
    ])
    root.router.onTab("main").push(PageModel("main"), name: "MainList", title: "Main")
    root.router.onTab("soup").push(PageModel("soup"), name: "SoupList", title: "Soup")
    let knownDishes: Set<String> = ["HBDEF"]

    func open(_ url: URL) async -> Result<Void, DeepLinkError> {
      switch shopLinks.parse(url) {
      case .failure(let error):
        return .failure(error)
      case .success(.dish(let hash)):
        guard knownDishes.contains(hash) else { return .failure(.notFound("dish \(hash)")) }
        root.router.dismiss()
        root.router.selectTab("soup")
        root.startChild(PageFlow(router: root.router.onTab("soup"), page: "Dish-\(hash)"))
        return .success(())
      case .success:
        return .success(())
      }
    }
    let front = HeadlessFrontEnd(navigator: navigator, openURL: open)
    root.router.presentSheet(ScreenContent(PageModel("x"), name: "Other", title: "x"))

    #expect((try? await front.openDeepLink("cairn://shop/dish/HBDEF").get()) != nil)
    expectNavigation(
      navigator,
      """
      tab main [MainList "Main"]
      tab soup* [SoupList "Soup", Dish-HBDEF "DISH-HBDEF"]
      """)
    let missing = await front.openDeepLink("cairn://shop/dish/NOPE")
    #expect(missing.failure == .notFound("dish NOPE"))
    let malformed = await front.openDeepLink("cairn://elsewhere")
    #expect(malformed.failure == .unknownPath("elsewhere"))
  }
  // end-snippet
}

extension Result {
  var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
