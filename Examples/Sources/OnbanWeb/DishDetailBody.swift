import CairnWeb
import OnbanPresentation

/// The loaded detail laid out for the browser, top to bottom: the photo pager, the title,
/// description, prices and badges, the point and delivery rows, the quantity stepper with the
/// total and the order button, then the detail section's pictures.
struct DishDetailBody {
  typealias Action = DishDetailWebScreen.Action

  let content: DishDetailContent
  let thumbnailIndex: Int
  let images: [String: ShownImage]
  let quantity: Int
  let total: String
  let isOrdering: Bool

  /// The body's elements.
  var nodes: [Node] {
    [gallery, summary, info, orderBox, detailImages].compactMap { $0 }
  }

  private var gallery: Node? {
    let count = content.thumbnailURLs.count
    guard count > 0 else { return nil }
    let index = min(max(thumbnailIndex, 0), count - 1)
    let url = content.thumbnailURLs[index]
    let label = OnbanStrings.photo(index + 1, of: count)
    return Node.div(.class("gallery"), .data("index", String(index))) {
      DishPhoto.node(
        url: url, image: images[url], alt: "\(content.title) \(label)",
        size: DishPhoto.thumbnailSize, classes: ["gallery-photo"])
      Node.div(.class("gallery-pager")) {
        Node.button(
          .class("photo-previous"), .aria("label", OnbanStrings.Keys.photos),
          action: Action.previousPhoto.rawValue
        ) { Node.text("‹") }
        Node.span(.class("photo-count")) { Node.text(label) }
        Node.button(
          .class("photo-next"), .aria("label", OnbanStrings.Keys.photos),
          action: Action.nextPhoto.rawValue
        ) { Node.text("›") }
      }
    }
  }

  private var summary: Node {
    Node.div(.class("detail-summary")) {
      Node.heading(2, .class("detail-title")) { Node.text(content.title) }
      Node.p(.class("detail-description")) { Node.text(content.description) }
      DishCard.prices(sale: content.salePrice, original: content.originalPrice)
      if !content.badges.isEmpty { DishCard.badges(content.badges) }
    }
  }

  private var info: Node {
    Node.div(.class("detail-info")) {
      Self.infoRow("point", OnbanStrings.point, content.point)
      Self.infoRow("delivery-info", OnbanStrings.deliveryInfo, content.deliveryInfo)
      Self.infoRow("delivery-fee", OnbanStrings.deliveryFee, content.deliveryFee)
    }
  }

  private static func infoRow(_ name: String, _ label: String, _ value: String) -> Node {
    Node.div(.classes(["info-row", name])) {
      Node.span(.class("info-label")) { Node.text(label) }
      Node.span(.class("info-value")) { Node.text(value) }
    }
  }

  private var orderBox: Node {
    Node.div(.class("order-box")) {
      Node.div(.class("quantity")) {
        Node.span(.class("quantity-label")) { Node.text(OnbanStrings.quantity) }
        Node.div(.class("stepper")) {
          Node.element(
            .button,
            [
              .type("button"), .on(.click, Action.decrease.rawValue), .class("quantity-decrease"),
              .aria("label", "\(OnbanStrings.quantity) −"),
            ] + Attribute.when(quantity <= 1, .disabled)
          ) { Node.text("−") }
          Node.span(.class("quantity-value"), .role("status")) { Node.text(String(quantity)) }
          Node.element(
            .button,
            [
              .type("button"), .on(.click, Action.increase.rawValue), .class("quantity-increase"),
              .aria("label", "\(OnbanStrings.quantity) +"),
            ] + Attribute.when(quantity >= 99, .disabled)
          ) { Node.text("+") }
        }
      }
      Node.div(.class("order-total")) {
        Node.span(.class("order-total-label")) { Node.text(OnbanStrings.orderTotal) }
        Node.strong(.class("total")) { Node.text(total) }
      }
      Node.element(
        .button,
        [
          .type("button"), .on(.click, Action.order.rawValue),
          .classes(["order", "primary-button"]),
        ]
          + Attribute.when(isOrdering, .disabled)
      ) { Node.text(isOrdering ? OnbanStrings.ordering : OnbanStrings.order) }
    }
  }

  private var detailImages: Node? {
    guard !content.detailImageURLs.isEmpty else { return nil }
    return Node.div(.class("detail-images")) {
      for (index, url) in content.detailImageURLs.enumerated() {
        DishPhoto.node(
          url: url, image: images[url], alt: OnbanStrings.detailImage(index + 1),
          size: DishPhoto.detailSize, classes: ["detail-image"])
      }
    }
  }
}
