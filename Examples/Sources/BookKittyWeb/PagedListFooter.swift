import BookKittyPresentation
import CairnWeb

/// The end of a paged list: a "more" button while more pages wait, a spinner with its sentence
/// while one loads.
enum PagedListFooter {
  /// The footer of `rows`, or nothing when every page is shown.
  static func node<Row>(_ rows: PagedRows<Row>) -> Node? {
    if rows.isLoadingMore {
      return Node.p(.classes(["more", "loading-more"]), .role("status")) {
        Node.span(.class("spinner"), .aria("hidden", "true"))
        Node.text(BookKittyStrings.loadingMore)
      }
    }
    guard rows.hasMore else { return nil }
    return Node.button(.classes(["more", "load-more"]), action: BookKittyAction.more.rawValue) {
      Node.text(BookKittyStrings.loadMore)
    }
  }
}
