import CairnNetworking
import Foundation

// snippet: bookkitty-search-endpoint
/// The book-search API (the shape of Naver's book search), relative to a base URL that ends in
/// `/bookkitty/`.
public enum BookSearchEndpoint: Endpoint {
  /// `GET v1/search/book.json?query=&display=&start=&sort=`.
  case search(query: String, display: Int, start: Int = 1, sort: BookSearchSort? = nil)
  /// `GET` a cover by the path or URL a search gave (`/bookkitty/covers/….png`).
  case cover(path: String)

  /// The path of each endpoint.
  public var path: String {
    switch self {
    case .search: "v1/search/book.json"
    case .cover(let path): path
    }
  }

  /// The search's parameters.
  public var queryItems: [URLQueryItem] {
    guard case .search(let query, let display, let start, let sort) = self else { return [] }
    var items = [
      URLQueryItem(name: "query", value: query),
      URLQueryItem(name: "display", value: String(display)),
      URLQueryItem(name: "start", value: String(start)),
    ]
    if let sort { items.append(URLQueryItem(name: "sort", value: sort.rawValue)) }
    return items
  }

  /// The book search needs no authentication.
  public var shouldAuthenticate: Bool { false }
}
// end-snippet

extension BookSearchEndpoint {
  /// A search, decoded.
  public static func requestSearch(
    query: String, display: Int, start: Int = 1, sort: BookSearchSort? = nil
  ) -> APIRequest<RespondBookSearch> {
    BookSearchEndpoint.search(query: query, display: display, start: start, sort: sort)
      .expecting(RespondBookSearch.self)
  }
}
