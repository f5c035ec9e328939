import CairnWeb
import OnbanPresentation

/// One dish of a menu as a card, keyed by its hash: its photo at the left; its title, one line
/// about it, the sale price beside the original price struck through, its badges and delivery
/// types at the right. The whole card is one button that opens the dish.
enum DishCard {
  /// The card of `row`, its photo in the state `image`; `action` opens it.
  static func node(_ row: DishRow, image: ShownImage?, isSelected: Bool, action: String) -> Node {
    Node.li(
      .classes(["dish", isSelected ? "selected" : ""]), .id("dish-\(row.id)"),
      .data("dish", row.id), key: row.id
    ) {
      Node.button(.class("dish-open"), .aria("label", row.title), action: action, value: row.id) {
        DishPhoto.node(
          url: row.imageURL, image: image, alt: row.imageAlt, size: DishPhoto.thumbnailSize,
          classes: ["dish-thumbnail"])
        Node.span(.class("dish-info")) {
          Node.strong(.class("dish-title")) { Node.text(row.title) }
          Node.span(.class("dish-description")) { Node.text(row.description) }
          prices(sale: row.salePrice, original: row.originalPrice)
          if !row.badges.isEmpty { badges(row.badges) }
          if !row.deliveryTypes.isEmpty {
            Node.span(.class("delivery-types")) {
              Node.text(row.deliveryTypes.joined(separator: " · "))
            }
          }
        }
      }
    }
  }

  /// The sale price, then the original price struck through when there is a discount.
  static func prices(sale: String, original: String?) -> Node {
    Node.span(.class("prices")) {
      Node.strong(.class("sale-price")) { Node.text(sale) }
      if let original {
        Node.span(
          .class("original-price"), .aria("label", "\(OnbanStrings.originalPrice) \(original)")
        ) {
          Node.text(original)
        }
      }
    }
  }

  /// The badges ("이벤트특가", "런칭특가"), each a pill.
  static func badges(_ badges: [String]) -> Node {
    Node.span(.class("badges")) {
      for badge in badges { Node.span(.class("badge")) { Node.text(badge) } }
    }
  }
}
