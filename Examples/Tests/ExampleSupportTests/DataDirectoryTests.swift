import ExampleSupport
import Foundation
import Testing

@Suite("DataDirectory: where the data lives", .timeLimit(.minutes(3)))
struct DataDirectoryResolutionTests {
  func root(
    _ environment: [String: String], override: String? = nil, currentDirectory: String = "/work"
  ) throws -> String {
    try DataDirectory(
      overridePath: override, environment: environment, currentDirectory: currentDirectory
    ).root.path(percentEncoded: false)
  }

  @Test("--data-dir wins over the environment")
  func overrideWins() throws {
    let environment = ["XDG_DATA_HOME": "/xdg", "HOME": "/home/me"]
    #expect(try root(environment, override: "/data/cairn") == "/data/cairn")
  }

  @Test("A relative --data-dir starts from the current folder; ~/ starts from HOME")
  func relativeOverride() throws {
    #expect(try root([:], override: "data/../mine", currentDirectory: "/work") == "/work/mine")
    #expect(try root(["HOME": "/home/me"], override: "~/cairn") == "/home/me/cairn")
  }

  @Test("An empty --data-dir is an error")
  func emptyOverride() {
    #expect(throws: DataDirectoryError.emptyOverridePath) {
      try root(["HOME": "/home/me"], override: "")
    }
  }

  @Test("XDG_DATA_HOME is used when set to an absolute path")
  func xdgDataHome() throws {
    let environment = ["XDG_DATA_HOME": "/xdg/data", "HOME": "/home/me"]
    #expect(try root(environment) == "/xdg/data/cairn-examples")
  }

  @Test(
    "An empty or relative XDG_DATA_HOME falls back to HOME",
    arguments: [
      ["HOME": "/home/me"], ["XDG_DATA_HOME": "", "HOME": "/home/me"],
      ["XDG_DATA_HOME": "relative/data", "HOME": "/home/me"],
    ])
  func homeFallback(environment: [String: String]) throws {
    #expect(try root(environment) == "/home/me/.local/share/cairn-examples")
  }

  @Test(
    "Without a usable XDG_DATA_HOME or HOME there is no data folder",
    arguments: [[:], ["HOME": ""], ["HOME": "relative"], ["XDG_DATA_HOME": "x", "HOME": ""]])
  func noHome(environment: [String: String]) {
    #expect(throws: DataDirectoryError.noHomeDirectory) { try root(environment) }
  }
}

@Suite("DataDirectory: creating an app's folder", .timeLimit(.minutes(3)))
struct DataDirectoryCreationTests {
  /// Runs `body` with a fresh folder that is removed afterwards.
  func withTemporaryFolder(_ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory
      .appending(
        path: "cairn-data-directory-tests-\(UUID().uuidString)", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder)
  }

  func isFolder(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(
      atPath: url.path(percentEncoded: false), isDirectory: &isDirectory)
    return exists && isDirectory.boolValue
  }

  @Test("The app folder and its missing parents are created, and creating again is fine")
  func createsIntermediateFolders() throws {
    try withTemporaryFolder { (temporary: URL) throws in
      let dataHome = temporary.appending(path: "xdg/data").path(percentEncoded: false)
      let directory = try DataDirectory(
        overridePath: nil, environment: ["XDG_DATA_HOME": dataHome], currentDirectory: "/")
      let folder = try directory.appFolder(named: "todo")
      #expect(folder.path(percentEncoded: false).hasSuffix("/xdg/data/cairn-examples/todo/"))
      #expect(isFolder(folder))
      #expect(try directory.appFolder(named: "todo") == folder)
    }
  }

  @Test("A file where the app folder should be is reported")
  func fileInThePlaceOfTheFolder() throws {
    try withTemporaryFolder { (temporary: URL) throws in
      let directory = DataDirectory(root: temporary)
      let blocker = temporary.appending(path: "pm")
      try Data("a file".utf8).write(to: blocker)
      #expect(throws: DataDirectoryError.notADirectory(path: blocker.path(percentEncoded: false))) {
        try directory.appFolder(named: "pm")
      }
    }
  }

  @Test("A file in the place of a parent folder is reported")
  func fileInThePlaceOfAParent() throws {
    try withTemporaryFolder { (temporary: URL) throws in
      let blocker = temporary.appending(path: "root")
      try Data("a file".utf8).write(to: blocker)
      let directory = DataDirectory(root: blocker.appending(path: "cairn-examples"))
      #expect(throws: DataDirectoryError.notADirectory(path: blocker.path(percentEncoded: false))) {
        try directory.appFolder(named: "onban")
      }
    }
  }

  @Test("App folder names must be one plain path component", arguments: ["", ".", "..", "a/b"])
  func invalidName(name: String) {
    let directory = DataDirectory(root: URL(fileURLWithPath: "/nonexistent"))
    #expect(throws: DataDirectoryError.invalidAppFolderName(name)) {
      try directory.appFolder(named: name)
    }
  }
}
