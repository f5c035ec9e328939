import Foundation

/// The root folder where the example apps keep their data, one subfolder per app.
///
/// The root is, in order of preference: the `--data-dir` override; `$XDG_DATA_HOME/cairn-examples`
/// when `XDG_DATA_HOME` is an absolute path; `$HOME/.local/share/cairn-examples`.
public struct DataDirectory: Equatable, Sendable {
  /// The name of the root folder under the XDG data home.
  public static let rootFolderName = "cairn-examples"

  /// The resolved root folder. It is not created until ``appFolder(named:)`` is called.
  public let root: URL

  /// Uses `root` as is.
  public init(root: URL) {
    self.root = root.standardizedFileURL
  }

  /// Resolves the root folder without touching the file system.
  /// - Parameters:
  ///   - overridePath: the `--data-dir` value, if any; relative paths are taken from
  ///     `currentDirectory`, and a leading `~/` from `HOME`.
  ///   - environment: the process environment (`XDG_DATA_HOME` and `HOME` are read).
  ///   - currentDirectory: the folder relative override paths start from.
  public init(
    overridePath: String?,
    environment: [String: String],
    currentDirectory: String = FileManager.default.currentDirectoryPath
  ) throws(DataDirectoryError) {
    if let overridePath {
      guard !overridePath.isEmpty else { throw .emptyOverridePath }
      self.init(root: Self.absoluteURL(overridePath, environment, currentDirectory))
    } else if let dataHome = Self.absolutePath(environment["XDG_DATA_HOME"]) {
      self.init(root: URL(fileURLWithPath: dataHome).appending(path: Self.rootFolderName))
    } else if let home = Self.absolutePath(environment["HOME"]) {
      let dataHome = URL(fileURLWithPath: home).appending(path: ".local/share")
      self.init(root: dataHome.appending(path: Self.rootFolderName))
    } else {
      throw .noHomeDirectory
    }
  }

  /// The app's subfolder of ``root`` (for example `todo`) without creating anything: for a
  /// command that only reads. It may not exist.
  /// - Throws: ``DataDirectoryError/notADirectory(path:)`` when a file stands on its path.
  public func existingAppFolder(named name: String) throws(DataDirectoryError) -> URL {
    let folder = try appFolderURL(named: name)
    if let blocker = Self.firstNonDirectory(on: folder) {
      throw .notADirectory(path: blocker)
    }
    return folder
  }

  private func appFolderURL(named name: String) throws(DataDirectoryError) -> URL {
    guard !name.isEmpty, name != ".", name != "..", !name.contains("/") else {
      throw .invalidAppFolderName(name)
    }
    return root.appending(path: name, directoryHint: .isDirectory)
  }

  /// Returns the app's subfolder of ``root`` (for example `todo`), creating it and any missing
  /// parents.
  public func appFolder(named name: String) throws(DataDirectoryError) -> URL {
    let folder = try appFolderURL(named: name)
    try Self.createFolder(at: folder)
    return folder
  }

  private static func createFolder(at folder: URL) throws(DataDirectoryError) {
    let path = folder.path(percentEncoded: false)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      if let blocker = firstNonDirectory(on: folder) {
        throw .notADirectory(path: blocker)
      }
      throw .cannotCreate(path: path, reason: error.localizedDescription)
    }
    if let blocker = firstNonDirectory(on: folder) {
      throw .notADirectory(path: blocker)
    }
  }

  /// The first existing path from the root down to `folder` that is not a folder, if any.
  private static func firstNonDirectory(on folder: URL) -> String? {
    var path = ""
    for component in folder.standardizedFileURL.pathComponents where component != "/" {
      path += "/" + component
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
        if !isDirectory.boolValue { return path }
      } else {
        return nil
      }
    }
    return nil
  }

  private static func absolutePath(_ value: String?) -> String? {
    guard let value, value.hasPrefix("/") else { return nil }
    return value
  }

  private static func absoluteURL(
    _ path: String, _ environment: [String: String], _ currentDirectory: String
  ) -> URL {
    if path == "~" || path.hasPrefix("~/"), let home = absolutePath(environment["HOME"]) {
      return URL(fileURLWithPath: home + path.dropFirst())
    }
    if path.hasPrefix("/") {
      return URL(fileURLWithPath: path)
    }
    return URL(fileURLWithPath: currentDirectory).appending(path: path)
  }
}
