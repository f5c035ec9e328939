import BookKittyAPI

/// Turns catalog books into the search's items, with links under the server's prefix.
///
/// URLs are absolute paths on the serving host (`/bookkitty/covers/9791195894093.png`), not
/// full URLs: the server does not know the host name or port a client reached it by (ephemeral
/// ports, proxies, one router for every app), and a stored path stays right when the embedded
/// server's port changes from one run to the next.
struct ItemURLs: Sendable {
  /// The mount point, like `/bookkitty`.
  let prefix: String

  /// The item of a catalog book: authors joined with `^`, the discount as digits.
  func item(_ book: CatalogBook) -> RespondBookItem {
    RespondBookItem(
      title: book.title, link: "\(prefix)/books/\(book.isbn)",
      image: "\(prefix)/covers/\(book.cover)",
      author: book.authors.joined(separator: "^"), discount: book.discount.map(String.init),
      publisher: book.publisher, pubdate: book.pubdate, isbn: book.isbn,
      description: book.description)
  }
}
