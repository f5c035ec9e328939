/// Where the browser loads a dish photo: the Onban server's image path (`/onban/images/x.png`),
/// served again by the web app under its own `files/` (the page's Content-Security-Policy lets
/// pictures come only from the page's origin, and a phone may not reach the Onban server).
enum PhotoPath {
  /// The page address of the image the API named `url`, or nil when it is not an image path of
  /// the Onban server (then no picture is shown).
  static func address(of url: String) -> String? {
    guard url.hasPrefix("/") else { return nil }
    let path = String(url.dropFirst())
    guard isImagePath(path) else { return nil }
    return "/\(OnbanWebViews.linkHost)/files/\(path)"
  }

  /// Whether `path` (below `files/`, no leading slash) names an image of the Onban server:
  /// `onban/images/<name>.png` exactly, of letters, digits, `-`, `_` and `.` only, no `..`.
  static func isImagePath(_ path: String) -> Bool {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0] == "onban", parts[1] == "images",
      let name = parts.last, name.hasSuffix(".png")
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
