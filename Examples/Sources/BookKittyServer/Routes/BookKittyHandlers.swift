import BookKittyAPI
import Foundation
import Hummingbird

/// The book search's endpoints, independent of where the routes are mounted.
///
/// Every handler returns a response rather than throwing: bad input gets a 400 with Naver's JSON
/// error body, never a 5xx.
struct BookKittyHandlers: Sendable {
  let catalog: Catalog
  let index: SearchIndex
  let covers: CoverLibrary
  let urls: ItemURLs
  let now: @Sendable () -> Date

  /// `GET v1/search/book.json?query=&display=&start=&sort=`.
  func search(_ request: Request) -> Response {
    guard let parameters = QueryString.parse(request.uri.query ?? "") else {
      return JSONResponse.refusal(.malformedEncoding)
    }
    let query: SearchQuery
    do {
      query = try SearchQuery.parse(parameters)
    } catch {
      return JSONResponse.refusal(error)
    }
    let matches = index.search(query.query, sort: query.sort)
    let first = min(query.start - 1, matches.count)
    let page = matches[first..<min(first + query.display, matches.count)]
    let items = page.map { urls.item(catalog.books[$0]) }
    return JSONResponse.make(
      RespondBookSearch(
        lastBuildDate: BuildDate.text(now()), total: matches.count, start: query.start,
        display: items.count, items: items))
  }

  /// `GET books/{isbn}`: one book as a search item (the items' `link`).
  func book(isbn: String?) -> Response {
    guard let isbn, let book = catalog.book(isbn: isbn) else {
      return JSONResponse.refusal(
        SearchRefusal(status: .notFound, code: "SE05", message: "no book with ISBN \(isbn ?? "")"))
    }
    return JSONResponse.make(urls.item(book))
  }

  /// `GET covers/{file}`: the PNG, or a 404 JSON body.
  func cover(named name: String?) -> Response {
    guard let name, let png = covers.png(named: name) else {
      return JSONResponse.refusal(
        SearchRefusal(status: .notFound, code: "SE05", message: "no cover named \(name ?? "")"))
    }
    return Response(
      status: .ok, headers: [.contentType: "image/png"],
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: png)))
  }
}
