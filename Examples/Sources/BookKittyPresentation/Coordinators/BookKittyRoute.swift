import BookKittyDomain
import CairnNavigation
import Foundation

/// Where a BookKitty deep link leads. The browser keeps its address on these links
/// (`/bookkitty/books/9791195894093?_tab=library`), so a reload or a shared address rebuilds
/// the screen, and its back button walks them.
public enum BookKittyRoute: Hashable, Sendable {
  /// `cairn://bookkitty`: Home.
  case home
  /// `cairn://bookkitty/books/<isbn>`: a book's detail, over the tab in view.
  case book(ISBN)
  /// `cairn://bookkitty/questions/<id>`: a stored answer, on the Q&A tab.
  case question(UUID)
  /// `cairn://bookkitty/ask`: a new question.
  case ask
  /// `cairn://bookkitty/add`: adding a book.
  case addBook
  /// `cairn://bookkitty/add/title`: adding a book found by its title.
  case addBookByTitle

  /// The parser for the app's links: an ISBN that is not a valid ISBN or an id that is not a
  /// UUID is an invalid parameter, any other path an unknown one.
  public static let parser = DeepLinkParser<BookKittyRoute>(scheme: "cairn")
    .route("bookkitty") { _ in .home }
    .route("bookkitty/books/:isbn") { match throws(DeepLinkError) in
      let text = try match.string("isbn")
      guard let isbn = ISBN(parsing: text), isbn.digits == text else {
        throw .invalidParameter(name: "isbn", value: text)
      }
      return .book(isbn)
    }
    .route("bookkitty/questions/:id") { .question(try $0.uuid("id")) }
    .route("bookkitty/ask") { _ in .ask }
    .route("bookkitty/add") { _ in .addBook }
    .route("bookkitty/add/title") { _ in .addBookByTitle }

  /// The link that opens this route.
  public var link: URL {
    var components = URLComponents()
    components.scheme = "cairn"
    components.host = "bookkitty"
    switch self {
    case .home: components.path = ""
    case .book(let isbn): components.path = "/books/\(isbn.digits)"
    case .question(let id): components.path = "/questions/\(id.uuidString)"
    case .ask: components.path = "/ask"
    case .addBook: components.path = "/add"
    case .addBookByTitle: components.path = "/add/title"
    }
    return components.url ?? URL(filePath: "/")
  }
}
