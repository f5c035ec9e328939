import Foundation

/// A picture chosen for one's profile, checked before it is sent: a PNG or a JPEG of at most
/// ``DimoRules/maxProfileImageBytes``, whose size could be read.
public struct ProfileImage: Hashable, Sendable {
  /// The file's bytes.
  public let data: Data
  /// Its format and pixel size.
  public let header: ImageHeader

  /// Checks `data`: too large, not a PNG or JPEG, or damaged, it is refused.
  public init(data: Data) throws(ProfileImageProblem) {
    guard data.count <= DimoRules.maxProfileImageBytes else {
      throw .tooLarge(byteCount: data.count)
    }
    let bytes = [UInt8](data)
    guard ImageHeader.Format(signatureOf: bytes) != nil else { throw .notAnImage }
    guard let header = ImageHeader(reading: bytes) else { throw .damaged }
    self.data = data
    self.header = header
  }

  /// The file's size in bytes.
  public var byteCount: Int { data.count }

  /// The name the upload gives the file: its extension tells the server's form the type.
  public var filename: String { header.format == .png ? "profile.png" : "profile.jpg" }
}

/// Why a chosen picture cannot be a profile picture.
public enum ProfileImageProblem: Error, Hashable, Sendable {
  /// Larger than ``DimoRules/maxProfileImageBytes``.
  case tooLarge(byteCount: Int)
  /// Neither a PNG nor a JPEG.
  case notAnImage
  /// A PNG or JPEG whose size cannot be read.
  case damaged
}
