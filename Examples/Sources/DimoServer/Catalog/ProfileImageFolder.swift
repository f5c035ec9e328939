import DimoDomain
import Foundation

/// The uploaded profile pictures: files in the server's data folder named
/// `<account number>-<random>.png` or `.jpg`. Only names of that shape are ever read, so a
/// request cannot reach another file.
struct ProfileImageFolder: Sendable {
  /// The folder.
  let url: URL

  /// The kinds of picture accepted, told by their first bytes (``UploadedPicture`` checks the
  /// rest before a picture is stored).
  enum Kind: String, Sendable {
    case png, jpg

    /// The content type served.
    var contentType: String { self == .png ? "image/png" : "image/jpeg" }

    /// The kind of `bytes`, or nil when they are neither a PNG nor a JPEG (the signatures the
    /// app checks before it sends: ``ImageHeader/Format``).
    init?(bytes: some Collection<UInt8>) {
      switch ImageHeader.Format(signatureOf: bytes) {
      case .png?: self = .png
      case .jpeg?: self = .jpg
      case nil: return nil
      }
    }
  }

  /// Stores `bytes` as a new file for account `userNo`; returns its name.
  func store(_ bytes: [UInt8], kind: Kind, userNo: Int) throws -> String {
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    let name = "\(userNo)-\(UUID().uuidString.lowercased()).\(kind.rawValue)"
    try Data(bytes).write(to: url.appending(path: name), options: .atomic)
    return name
  }

  /// The bytes and kind of a stored picture, or nil for a name that is not one.
  func read(named name: String) -> (bytes: Data, kind: Kind)? {
    guard Self.isStoredName(name), let kind = Kind(rawValue: String(name.suffix(3))),
      let bytes = try? Data(contentsOf: url.appending(path: name))
    else { return nil }
    return (bytes, kind)
  }

  /// Deletes a stored picture (nothing for a name that is not one).
  func delete(named name: String?) {
    guard let name, Self.isStoredName(name) else { return }
    try? FileManager.default.removeItem(at: url.appending(path: name))
  }

  /// `12-0f8fad5b-d9cb-469f-a165-70867728950e.png`: digits, a dash, a lowercase UUID, an
  /// extension.
  static func isStoredName(_ name: String) -> Bool {
    let parts = name.split(separator: "-", maxSplits: 1)
    guard parts.count == 2, !parts[0].isEmpty, parts[0].allSatisfy({ $0.isASCII && $0.isNumber })
    else { return false }
    let rest = parts[1]
    guard rest.hasSuffix(".png") || rest.hasSuffix(".jpg") else { return false }
    let uuid = String(rest.dropLast(4))
    return UUID(uuidString: uuid) != nil && uuid == uuid.lowercased()
  }
}
