import CairnCache
import CairnNetworking
import Foundation
import OnbanAPI
import OnbanDomain

/// Images through the memory and disk caches, keyed by URL (the original Onban's image cache): memory,
/// then disk, then the server; identical loads in flight share one download.
public struct CachedImageRepository: ImageRepository {
  private let service: NetworkService
  private let cache: DataLoader<Data>

  /// Creates the repository on a service whose base URL is the server's origin (image URLs are
  /// absolute paths such as `/onban/images/HBDEF-top.png`), and a cache.
  public init(service: NetworkService, cache: DataLoader<Data>) {
    self.service = service
    self.cache = cache
  }

  /// Loads the image and reads its size from its header.
  public func fetchImage(at url: String) async throws(OnbanError) -> ImageInfo {
    let service = self.service
    do {
      let loaded = try await cache.load(url) {
        try await service.requestData(OnbanEndpoint.image(path: url)).0
      }
      return PNGHeader.info(of: loaded.value)
    } catch {
      throw OnbanError(error)
    }
  }
}

/// Reads a PNG's width and height from its IHDR chunk; other formats report only their size.
enum PNGHeader {
  private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  static func info(of data: Data) -> ImageInfo {
    let bytes = [UInt8](data.prefix(24))
    guard bytes.count == 24, Array(bytes[0..<8]) == signature,
      Array(bytes[12..<16]) == Array("IHDR".utf8)
    else { return ImageInfo(data: data, width: nil, height: nil) }
    func bigEndian(_ start: Int) -> Int {
      bytes[start..<(start + 4)].reduce(0) { $0 << 8 | Int($1) }
    }
    return ImageInfo(data: data, width: bigEndian(16), height: bigEndian(20))
  }
}
