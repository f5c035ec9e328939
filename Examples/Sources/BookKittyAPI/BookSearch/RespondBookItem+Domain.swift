import BookKittyDomain
import Foundation

extension RespondBookItem {
  /// The domain book: `^`-joined authors become ", "-joined, the `<b>` marks Naver puts around
  /// matched words are removed, `discount` becomes the price. `nil` when the item has no ISBN
  /// (a book without an ISBN cannot be stored).
  public func toDomain() -> BookInfo? {
    guard let isbn = ISBN(parsing: isbn) else { return nil }
    let authors = Self.plain(author).split(separator: "^").map {
      $0.trimmingCharacters(in: .whitespaces)
    }.filter { !$0.isEmpty }
    let price = discount.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    let day = pubdate.map { $0.trimmingCharacters(in: .whitespaces) }
    return BookInfo(
      isbn: isbn, title: Self.plain(title), author: authors.joined(separator: ", "),
      publisher: publisher, coverURL: image.isEmpty ? nil : image, infoLink: link,
      description: Self.plain(description), price: price.flatMap { $0 >= 0 ? $0 : nil },
      pubDate: (day?.isEmpty ?? true) ? nil : day)
  }

  /// `text` without `<b>` and `</b>`.
  static func plain(_ text: String) -> String {
    text.replacingOccurrences(of: "<b>", with: "").replacingOccurrences(of: "</b>", with: "")
  }
}
