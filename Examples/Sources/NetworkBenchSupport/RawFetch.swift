import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Raw `URLSession` + `JSONDecoder`, the way code without Cairn fetches the catalogue: the
/// baseline of every networking benchmark.
public enum RawFetch {
  /// Fetches and decodes `request` with `URLSession.shared`; `nil` on any failure.
  public static func catalog(_ request: URLRequest, decoder: JSONDecoder) async -> CatalogPage? {
    guard let (data, response) = try? await URLSession.shared.data(for: request),
      (response as? HTTPURLResponse)?.statusCode == 200
    else { return nil }
    return try? decoder.decode(CatalogPage.self, from: data)
  }
}
