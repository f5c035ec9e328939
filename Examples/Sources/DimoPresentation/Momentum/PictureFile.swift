import DimoDomain
import Foundation

/// Why a typed path gives no profile picture.
public enum PictureFileProblem: Error, Hashable, Sendable {
  /// Nothing was typed.
  case noPath
  /// No file at the path.
  case missing(String)
  /// The path names a folder.
  case directory(String)
  /// The file cannot be read.
  case unreadable(String)
  /// The file is read, but is no profile picture (too large, not PNG/JPEG, damaged).
  case image(ProfileImageProblem)
}

/// Reads the profile picture at a path typed in the terminal: the file is looked at before it
/// is read (a folder or a file over ``DimoRules/maxProfileImageBytes`` is never read), then
/// checked as a ``ProfileImage``.
public enum PictureFile {
  /// The picture at `path` (`~` stands for the home folder).
  public static func read(_ path: String) throws(PictureFileProblem) -> ProfileImage {
    let trimmed = path.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else { throw .noPath }
    let expanded = NSString(string: trimmed).expandingTildeInPath
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: expanded, isDirectory: &isDirectory) else {
      throw .missing(trimmed)
    }
    guard !isDirectory.boolValue else { throw .directory(trimmed) }
    if let size = fileSize(expanded), size > DimoRules.maxProfileImageBytes {
      throw .image(.tooLarge(byteCount: size))
    }
    guard let data = FileManager.default.contents(atPath: expanded) else {
      throw .unreadable(trimmed)
    }
    do {
      return try ProfileImage(data: data)
    } catch {
      throw .image(error)
    }
  }

  /// The file's size from its attributes, when they tell it.
  private static func fileSize(_ path: String) -> Int? {
    let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size]
    if let number = size as? NSNumber { return number.intValue }
    if let count = size as? UInt64 { return Int(exactly: count) }
    return size as? Int
  }
}
