import CairnTerminal
import OnbanPresentation

/// One line of the detail: pieces of text, each in its own style (the original price struck
/// through beside the sale price), or the top of a picture that takes the next `rows` lines.
enum DetailLine {
  /// Text in styled pieces.
  case text([(text: String, style: Style)])
  /// A picture drawn from this line down, `rows` lines tall (the lines after it are blank).
  case picture(url: String, rows: Int)
}

/// Lays the loaded detail out as styled lines, top to bottom, for a screen that scrolls.
struct DetailLines {
  let content: DishDetailContent
  let thumbnailIndex: Int
  let images: [String: ShownImage]
  /// Whether the terminal can show pictures (it has colours); else each image is a text line.
  let showsPictures: Bool

  /// How many lines the paging photo takes when drawn as a picture.
  static let photoRows = 8
  let quantity: Int
  let total: String
  let isOrdering: Bool
  let isShowingSaved: Bool

  func lines(width: Int) -> [DetailLine] {
    var lines: [DetailLine] = []
    func add(_ text: String, _ style: Style = .normal) { lines.append(.text([(text, style)])) }
    func addWrapped(_ text: String, _ style: Style) {
      for line in text.wrapped(to: width) { add(line, style) }
    }
    func addPicture(_ url: String) {
      lines.append(.picture(url: url, rows: Self.photoRows))
      lines += Array(repeating: .text([]), count: Self.photoRows - 1)
    }
    if isShowingSaved { add("⚠ " + OnbanStrings.showingSaved, .warning) }
    let count = content.thumbnailURLs.count
    if count > 0 {
      let url = content.thumbnailURLs[min(thumbnailIndex, count - 1)]
      let pager = OnbanStrings.photo(thumbnailIndex + 1, of: count)
      if showsPictures, images[url]?.png != nil {
        add("‹ \(pager) ›", .accent)
        addPicture(url)
      } else {
        add("‹ \(pager) ›  🖼 \(images[url]?.description ?? "")", .accent)
      }
    }
    add("")
    add(content.title, .title)
    addWrapped(content.description, .secondary)
    var price: [(text: String, style: Style)] = [(content.salePrice, .title)]
    if let original = content.originalPrice {
      // As in the list: the original price struck through beside the sale price.
      price += [("  \(OnbanStrings.originalPrice) ", .secondary), (original, .strikethrough)]
    }
    lines.append(.text(price))
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
      if showsPictures, images[url]?.png != nil {
        add(OnbanStrings.detailImage(index + 1), .secondary)
        addPicture(url)
      } else {
        add(
          "\(OnbanStrings.detailImage(index + 1))  🖼 \(images[url]?.description ?? "")",
          .secondary)
      }
    }
    return lines
  }
}
