import BookKittyPresentation
import CairnWeb

/// A book's cover as the view model has it: an `<img class="cover">` with its width and height
/// once loaded, else a box of the same proportions (`.cover-placeholder`) with the title on it,
/// as the original showed a book without a cover.
enum CoverNode {
  /// A cover's size before it is known (the catalog's covers are 3:4).
  static let placeholderSize = (width: 120, height: 160)

  /// The cover of `card` in the state `covers` gives it. Beside the book's own title (a card,
  /// the detail) it is `decorative`: a screen reader then says the title once, not twice.
  static func node(_ card: BookCard, covers: [String: CoverState], decorative: Bool) -> Node {
    let url = card.coverURL ?? ""
    if case .loaded(let image) = covers[url], let address = CoverPath.covers.address(of: url) {
      return Node.image(
        src: address, alt: decorative ? "" : card.title,
        width: image.width ?? placeholderSize.width,
        height: image.height ?? placeholderSize.height, .class("cover"))
    }
    let state = covers[url] == .loading ? "loading" : "missing"
    let described: [Attribute] =
      decorative ? [.aria("hidden", "true")] : [.role("img"), .aria("label", card.title)]
    return Node.element(.div, [.classes(["cover-placeholder", state])] + described) {
      Node.span { Node.text(card.title) }
    }
  }
}
