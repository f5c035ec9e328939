import Foundation

/// The posters and portraits (`Resources/images/*.png`), read once into memory (about 160 KB).
///
/// Only names found in the folder are served, so a request can never reach another file.
struct DimoImageLibrary: Sendable {
  private let images: [String: [UInt8]]

  /// Reads every PNG of a folder.
  init(folder: URL) throws(DimoResourceError) {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(
        atPath: folder.path(percentEncoded: false))
    } catch {
      throw DimoResourceError(description: "the images folder cannot be read: \(error)")
    }
    var images: [String: [UInt8]] = [:]
    for name in names where name.hasSuffix(".png") {
      do {
        images[name] = Array(try Data(contentsOf: folder.appending(path: name)))
      } catch {
        throw DimoResourceError(description: "images/\(name) cannot be read: \(error)")
      }
    }
    self.images = images
  }

  /// The pictures shipped in the module's resources, read once per process (see
  /// ``DimoCatalog/bundled()``).
  static func bundled() throws(DimoResourceError) -> DimoImageLibrary {
    try loaded.get()
  }

  private static let loaded = Result { () throws(DimoResourceError) in
    guard let folder = Bundle.module.url(forResource: "images", withExtension: nil) else {
      throw DimoResourceError(description: "the resource folder images is missing")
    }
    return try DimoImageLibrary(folder: folder)
  }

  /// The PNG bytes of a file, if the library has it.
  func png(named name: String) -> [UInt8]? {
    images[name]
  }

  /// How many pictures it holds.
  var count: Int { images.count }
}
