import CairnWeb

/// Where the browser loads a cover: the book-search server's `bookkitty/covers/<name>.png`,
/// served again below the web app's own `files/` (see ``ServerPicturePath``).
enum CoverPath {
  /// The server's cover folder, below `/bookkitty/files/`.
  static let covers = ServerPicturePath(
    folder: ["bookkitty", "covers"], appPath: BookKittyWebViews.linkHost)
}
