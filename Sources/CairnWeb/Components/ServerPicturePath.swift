/// Where the browser loads a picture that an app's server holds (`/onban/images/x.png`): the
/// same path again, below the web app's own `files/` (the page's Content-Security-Policy lets
/// pictures come only from the page's origin, and a phone may not reach the app's server).
///
/// Only one folder of the server is served, and only its PNG files named with ASCII letters,
/// digits, `-`, `_` and `.`: a `files/` address can never reach anything else of the server.
public struct ServerPicturePath: Sendable {
  /// The folder on the app's server, as path parts (`["onban", "images"]`).
  public let folder: [String]
  /// The web app's path (its link host: `onban`).
  public let appPath: String

  /// The pictures of `folder` on the server, served below `/<appPath>/files/`.
  public init(folder: [String], appPath: String) {
    self.folder = folder
    self.appPath = appPath
  }

  /// The page address of the picture the app's API named `url` (a path on its server), or nil
  /// when it is not one of the folder's pictures (then no picture is shown).
  public func address(of url: String) -> String? {
    guard url.hasPrefix("/") else { return nil }
    let path = String(url.dropFirst())
    guard isPicturePath(path) else { return nil }
    return "/\(appPath)/files/\(path)"
  }

  /// Whether `path` (below `files/`, no leading slash) names a picture of the folder:
  /// `<folder>/<name>.png` exactly, the name not starting with a dot, no `..`, no other
  /// character.
  public func isPicturePath(_ path: String) -> Bool {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == folder.count + 1, zip(parts, folder).allSatisfy({ $0 == $1 }),
      let name = parts.last, name.hasSuffix(".png"), !name.hasPrefix(".")
    else { return false }
    return parts.allSatisfy { part in
      !part.isEmpty && part != "." && part != ".."
        && part.unicodeScalars.allSatisfy { scalar in
          scalar.isASCII
            && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
              || "-_.".unicodeScalars.contains(scalar))
        }
    }
  }
}
