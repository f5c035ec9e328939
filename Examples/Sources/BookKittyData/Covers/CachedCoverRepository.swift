import BookKittyAPI
import BookKittyDomain
import CairnCache
import CairnNetworking
import Foundation

/// Covers through the memory and disk caches, keyed by URL: memory, then disk, then the
/// server; identical loads in flight share one download.
public struct CachedCoverRepository: CoverRepository {
  private let service: NetworkService
  private let cache: DataLoader<Data>

  /// Creates the repository on a service whose base URL is the server's origin (cover URLs are
  /// absolute paths such as `/bookkitty/covers/9791195894093.png`), and a cache.
  public init(service: NetworkService, cache: DataLoader<Data>) {
    self.service = service
    self.cache = cache
  }

  /// Loads the cover and reads its size from its header. A path is fetched from the server;
  /// an absolute URL (as Naver gives) from its own host.
  public func fetchCover(at url: String) async throws(BookKittyError) -> CoverImage {
    var service = self.service
    var path = url
    if let absolute = URL(string: url), let scheme = absolute.scheme,
      ["http", "https"].contains(scheme),
      let host = absolute.host,
      let origin = URL(string: "\(scheme)://\(host)\(absolute.port.map { ":\($0)" } ?? "")")
    {
      service = NetworkService(
        baseURL: origin, transport: service.transport, interceptors: service.interceptors,
        configuration: service.configuration)
      path = absolute.path
    }
    let request = BookSearchEndpoint.cover(path: path)
    do {
      let loaded = try await cache.load(url) { [service] in
        try await service.requestData(request).0
      }
      return PNGHeader.image(from: loaded.value)
    } catch {
      throw BookKittyError(error, service: "the cover server")
    }
  }
}

/// Reads a PNG's width and height from its IHDR chunk; other formats report only their bytes.
enum PNGHeader {
  private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  static func image(from data: Data) -> CoverImage {
    let bytes = [UInt8](data.prefix(24))
    guard bytes.count == 24, Array(bytes[0..<8]) == signature,
      Array(bytes[12..<16]) == Array("IHDR".utf8)
    else { return CoverImage(data: data, width: nil, height: nil) }
    func bigEndian(_ start: Int) -> Int {
      bytes[start..<(start + 4)].reduce(0) { $0 << 8 | Int($1) }
    }
    return CoverImage(data: data, width: bigEndian(16), height: bigEndian(20))
  }
}
