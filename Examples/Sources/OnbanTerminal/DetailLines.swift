import CairnTerminal
import OnbanPresentation

/// Lays the loaded detail out as styled lines, top to bottom, for a screen that scrolls.
struct DetailLines {
  let content: DishDetailContent
  let thumbnailIndex: Int
  let images: [String: String]
  let quantity: Int
  let total: String
  let isOrdering: Bool
  let isShowingSaved: Bool

  func lines(width: Int) -> [(String, Style)] {
    var lines: [(String, Style)] = []
    if isShowingSaved { lines.append(("⚠ " + OnbanStrings.showingSaved, .warning)) }
    let count = content.thumbnailURLs.count
    if count > 0 {
      let url = content.thumbnailURLs[min(thumbnailIndex, count - 1)]
      lines.append(("‹ 사진 \(thumbnailIndex + 1) / \(count) ›  🖼 \(images[url] ?? "")", .accent))
    }
    lines.append(("", .normal))
    lines.append((content.title, .title))
    lines += content.description.wrapped(to: width).map { ($0, .secondary) }
    var price = content.salePrice
    if let original = content.originalPrice { price += "  (정가 \(original))" }
    lines.append((price, .title))
    if !content.badges.isEmpty {
      lines.append((content.badges.map { "[\($0)]" }.joined(separator: " "), .accent))
    }
    lines.append(("", .normal))
    lines.append(("\(OnbanStrings.point)  \(content.point)", .normal))
    lines += "\(OnbanStrings.deliveryInfo)  \(content.deliveryInfo)".wrapped(to: width).map {
      ($0, .normal)
    }
    lines.append(("\(OnbanStrings.deliveryFee)  \(content.deliveryFee)", .normal))
    lines.append(("", .normal))
    lines.append(("수량  − \(quantity) +", .normal))
    lines.append(("\(OnbanStrings.orderTotal)  \(total)", .title))
    lines.append(
      (
        isOrdering ? "주문하는 중…" : "[ \(OnbanStrings.order) ]  Enter",
        isOrdering ? .secondary : .selected
      ))
    lines.append(("", .normal))
    for (index, url) in content.detailImageURLs.enumerated() {
      lines.append(("상세 이미지 \(index + 1)  🖼 \(images[url] ?? "")", .secondary))
    }
    return lines
  }

}
