import BookKittyPresentation
import CairnWeb

/// A book's cover as the view model has it: an `<img class="cover">` with its width and height
/// once loaded, else a box of the same proportions (`.cover-placeholder`) with the title on it,
/// as the original showed a book without a cover.
enum CoverNode {
  /// A cover's size before it is known (the catalog's covers are 3:4).
  static let placeholderSize = (width: 120, height: 160)

  /// The cover of `card` in the state `covers` gives it.
  static func node(_ card: BookCard, covers: [String: CoverState]) -> Node {
    let url = card.coverURL ?? ""
    if case .loaded(let image) = covers[url], let address = CoverPath.covers.address(of: url) {
      return Node.image(
        src: address, alt: card.title, width: image.width ?? placeholderSize.width,
        height: image.height ?? placeholderSize.height, .class("cover"))
    }
    let state = covers[url] == .loading ? "loading" : "missing"
    return Node.div(
      .classes(["cover-placeholder", state]), .role("img"), .aria("label", card.title)
    ) {
      Node.span { Node.text(card.title) }
    }
  }
}
