import BookKittyPresentation
import CairnWeb

/// One book as a card: its cover, then the title, the owned tag and the author; a click sends
/// `action` with the book's ISBN.
enum BookCardNode {
  /// The card of `card`, keyed by its ISBN.
  static func node(
    _ card: BookCard, covers: [String: CoverState], action: String, classes: [String] = []
  ) -> Node {
    Node.li(.classes(["book"] + classes), key: card.isbn.digits) {
      Node.button(.class("book-card"), action: action, value: card.isbn.digits) {
        CoverNode.node(card, covers: covers, decorative: true)
        Node.span(.class("book-text")) {
          Node.strong(.class("book-title")) { Node.text(card.title) }
          Node.span(.classes(["owned-tag", card.isOwned ? "owned" : "not-owned"])) {
            Node.text(card.ownedTag)
          }
          Node.span(.classes(["book-author", "secondary"])) { Node.text(card.author) }
        }
      }
    }
  }
}
