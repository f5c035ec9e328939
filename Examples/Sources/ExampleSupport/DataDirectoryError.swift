/// Why the data folder could not be resolved or prepared.
public enum DataDirectoryError: Error, Equatable, Sendable, CustomStringConvertible {
  /// `--data-dir` was given an empty path.
  case emptyOverridePath
  /// Neither `XDG_DATA_HOME` nor `HOME` holds an absolute path to build the folder from.
  case noHomeDirectory
  /// An app's subfolder name is empty, `.`, `..`, or contains a `/`.
  case invalidAppFolderName(String)
  /// Something other than a folder (a file, say) sits at `path`.
  case notADirectory(path: String)
  /// The folder at `path` could not be created; `reason` says why.
  case cannotCreate(path: String, reason: String)

  /// One sentence, as the command line prints it.
  public var description: String {
    switch self {
    case .emptyOverridePath: "--data-dir was given an empty path"
    case .noHomeDirectory:
      "neither XDG_DATA_HOME nor HOME holds an absolute path to put the data folder in"
    case .invalidAppFolderName(let name): "\"\(name)\" is not a usable folder name"
    case .notADirectory(let path): "\(path) is not a folder"
    case .cannotCreate(let path, let reason): "cannot create the folder \(path) (\(reason))"
    }
  }
}
