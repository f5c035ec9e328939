import Foundation

/// The book covers (`Resources/covers/*.png`, 96×140), read once into memory (about 1.7 MB).
///
/// Only names found in the folder are served, so a request can never reach another file.
struct CoverLibrary: Sendable {
  private let covers: [String: [UInt8]]

  init(covers: [String: [UInt8]]) {
    self.covers = covers
  }

  /// Reads every PNG of a folder.
  init(folder: URL) throws(CatalogError) {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(
        atPath: folder.path(percentEncoded: false))
    } catch {
      throw .missingResource("covers (\(error))")
    }
    var covers: [String: [UInt8]] = [:]
    for name in names where name.hasSuffix(".png") {
      do {
        covers[name] = Array(try Data(contentsOf: folder.appending(path: name)))
      } catch {
        throw .missingResource("covers/\(name) (\(error))")
      }
    }
    self.covers = covers
  }

  /// The PNG bytes of a file, if the library has it.
  func png(named name: String) -> [UInt8]? {
    covers[name]
  }

  /// Every file name.
  var names: Set<String> {
    Set(covers.keys)
  }
}
