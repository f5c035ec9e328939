import BookKittyAPI
import BookKittyDomain
import CairnNetworking
import Foundation

/// The book search over HTTP: `GET v1/search/book.json` of the BookKitty server (or any server
/// answering in Naver's shape).
public struct RemoteBookSearchRepository: BookSearchRepository {
  private let service: DataTransferService

  /// Creates the repository on a service whose base URL ends in `/bookkitty/`.
  public init(service: DataTransferService) {
    self.service = service
  }

  /// The books matching `query`, most relevant first; items without an ISBN are left out (a
  /// book without an ISBN cannot be stored). An empty query finds nothing without a request.
  public func searchBooks(query: String, display: Int) async throws(BookKittyError)
    -> [BookInfo]
  {
    let text = query.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !text.isEmpty else { return [] }
    let count = min(
      max(display, BookSearchRules.displayRange.lowerBound),
      BookSearchRules.displayRange.upperBound)
    do {
      let answer = try await service.request(
        BookSearchEndpoint.requestSearch(
          query: String(text.prefix(BookSearchRules.maximumQueryLength)), display: count))
      return answer.items.compactMap { $0.toDomain() }
    } catch {
      throw BookKittyError(error, service: "the book search")
    }
  }
}
