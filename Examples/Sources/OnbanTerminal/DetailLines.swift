import CairnTerminal
import OnbanPresentation

/// One line of the detail: pieces of text, each in its own style (the original price struck
/// through beside the sale price).
typealias DetailLine = [(text: String, style: Style)]

/// Lays the loaded detail out as styled lines, top to bottom, for a screen that scrolls.
struct DetailLines {
  let content: DishDetailContent
  let thumbnailIndex: Int
  let images: [String: String]
  let quantity: Int
  let total: String
  let isOrdering: Bool
  let isShowingSaved: Bool

  func lines(width: Int) -> [DetailLine] {
    var lines: [DetailLine] = []
    func add(_ text: String, _ style: Style = .normal) { lines.append([(text, style)]) }
    func addWrapped(_ text: String, _ style: Style) {
      for line in text.wrapped(to: width) { add(line, style) }
    }
    if isShowingSaved { add("⚠ " + OnbanStrings.showingSaved, .warning) }
    let count = content.thumbnailURLs.count
    if count > 0 {
      let url = content.thumbnailURLs[min(thumbnailIndex, count - 1)]
      let pager = OnbanStrings.photo(thumbnailIndex + 1, of: count)
      add("‹ \(pager) ›  🖼 \(images[url] ?? "")", .accent)
    }
    add("")
    add(content.title, .title)
    addWrapped(content.description, .secondary)
    var price: DetailLine = [(content.salePrice, .title)]
    if let original = content.originalPrice {
      // As in the list: the original price struck through beside the sale price.
      price += [("  \(OnbanStrings.originalPrice) ", .secondary), (original, .strikethrough)]
    }
    lines.append(price)
    if !content.badges.isEmpty {
      add(content.badges.map { "[\($0)]" }.joined(separator: " "), .accent)
    }
    add("")
    add("\(OnbanStrings.point)  \(content.point)")
    addWrapped("\(OnbanStrings.deliveryInfo)  \(content.deliveryInfo)", .normal)
    add("\(OnbanStrings.deliveryFee)  \(content.deliveryFee)")
    add("")
    add("\(OnbanStrings.quantity)  − \(quantity) +")
    add("\(OnbanStrings.orderTotal)  \(total)", .title)
    if isOrdering {
      add(OnbanStrings.ordering, .secondary)
    } else {
      add("[ \(OnbanStrings.order) ]  Enter", .selected)
    }
    add("")
    for (index, url) in content.detailImageURLs.enumerated() {
      add("\(OnbanStrings.detailImage(index + 1))  🖼 \(images[url] ?? "")", .secondary)
    }
    return lines
  }
}
