import CairnNetworking
import Foundation

/// The JSON body the benchmark server returns: one page of a catalogue, about 2 KB encoded.
public struct CatalogPage: Codable, Sendable, Equatable {
  /// One entry of the page.
  public struct Item: Codable, Sendable, Equatable {
    let id: Int
    let name: String
    let price: Int
    let tags: [String]
  }

  /// The page number.
  public let page: Int
  /// The entries.
  public let items: [Item]

  /// The page every request gets.
  public static let sample = CatalogPage(
    page: 1,
    items: (1...24).map { number in
      Item(
        id: number, name: "Catalogue item number \(number)", price: 1_000 + number * 25,
        tags: ["fresh", "daily"])
    })
}

/// The one endpoint of the benchmark server: `GET /catalog`, optionally with a `call` number
/// that makes each request distinct.
public struct CatalogEndpoint: Endpoint {
  /// `catalog`.
  public let path = "catalog"
  /// Makes the request distinct from every other when given.
  public var call: Int?

  /// `GET /catalog`, or `GET /catalog?call=<call>`.
  public init(call: Int? = nil) {
    self.call = call
  }

  /// `call=<call>` when there is a call number.
  public var queryItems: [URLQueryItem] {
    call.map { [URLQueryItem(name: "call", value: "\($0)")] } ?? []
  }
}
