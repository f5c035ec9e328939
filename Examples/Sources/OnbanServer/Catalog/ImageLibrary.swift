import Foundation

/// The dish pictures (`Resources/images/*.png`), read once into memory (about 400 KB).
///
/// Only names found in the folder are served, so a request can never reach another file.
struct ImageLibrary: Sendable {
  private let images: [String: [UInt8]]

  init(images: [String: [UInt8]]) {
    self.images = images
  }

  /// Reads every PNG of a folder.
  init(folder: URL) throws(CatalogError) {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(
        atPath: folder.path(percentEncoded: false))
    } catch {
      throw .missingResource("images (\(error))")
    }
    var images: [String: [UInt8]] = [:]
    for name in names where name.hasSuffix(".png") {
      do {
        images[name] = Array(try Data(contentsOf: folder.appending(path: name)))
      } catch {
        throw .missingResource("images/\(name) (\(error))")
      }
    }
    self.images = images
  }

  /// The pictures shipped in the module's resources, read once per process: every server
  /// opened in the process shares them (a test run opens dozens, and reading them again each
  /// time held the concurrency pool's threads under load).
  static func bundled() throws(CatalogError) -> ImageLibrary {
    try loaded.get()
  }

  private static let loaded = Result { () throws(CatalogError) in
    guard let folder = Bundle.module.url(forResource: "images", withExtension: nil) else {
      throw .missingResource("images")
    }
    return try ImageLibrary(folder: folder)
  }

  /// The PNG bytes of a file, if the library has it.
  func png(named name: String) -> [UInt8]? {
    images[name]
  }

  /// Every file name, sorted.
  var names: [String] {
    images.keys.sorted()
  }
}
