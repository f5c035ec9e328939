import CairnWeb

/// Where the browser loads a dish photo: the Onban server's `onban/images/<name>.png`, served
/// again below the web app's own `files/` (see ``ServerPicturePath``).
enum PhotoPath {
  /// The Onban server's image folder, below `/onban/files/`.
  static let pictures = ServerPicturePath(
    folder: ["onban", "images"], appPath: OnbanWebViews.linkHost)

  /// The page address of the image the API named `url`, or nil when it is not an image path of
  /// the Onban server (then no picture is shown).
  static func address(of url: String) -> String? {
    pictures.address(of: url)
  }

  /// Whether `path` (below `files/`, no leading slash) names an image of the Onban server.
  static func isImagePath(_ path: String) -> Bool {
    pictures.isPicturePath(path)
  }
}
