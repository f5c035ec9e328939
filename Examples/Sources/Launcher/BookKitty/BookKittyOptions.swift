import ArgumentParser
import BookKittyData
import BookKittyDomain
import ExampleSupport
import Foundation

/// The options every `cairn-apps bookkitty` subcommand accepts after its name.
struct BookKittyOptions: ParsableArguments {
  @Option(name: .long, help: ArgumentHelp("Overrides the data folder.", valueName: "path"))
  var dataDir: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "The book-search server (e.g. http://127.0.0.1:8080 from `cairn-apps serve`); without it, "
        + "`ask` starts one in-process.", valueName: "url"))
  var server: String?

  func validate() throws {
    _ = try serverURL()
  }

  /// `--server` as a URL, or `nil` when not given.
  func serverURL() throws -> URL? {
    guard let server else { return nil }
    guard let url = URL(string: server), url.scheme == "http" || url.scheme == "https",
      url.host != nil
    else {
      throw ValidationError(
        "\"\(server)\" is not a server URL; pass one such as http://127.0.0.1:8080.")
    }
    return url
  }

  /// The app's folder in the data folder (`<data>/bookkitty`).
  func appFolder() throws -> URL {
    do {
      return try DataDirectory(
        overridePath: dataDir, environment: ProcessInfo.processInfo.environment
      ).appFolder(named: ReferenceApp.bookkitty.dataFolderName)
    } catch {
      throw BookKittyCommandError("Cannot use the data folder: \(error).")
    }
  }

  /// Opens the app's database.
  func openStore() async throws -> BookKittyStore {
    let folder = try appFolder()
    do {
      let store = try await BookKittyStore.open(folder: folder)
      if let moved = store.damagedFileMovedTo {
        FileHandle.standardError.write(Data(LauncherStrings.damagedDatabaseMovedLine(moved).utf8))
      }
      return store
    } catch {
      throw BookKittyCommandError(
        "Cannot open \(folder.appending(path: BookKittyStore.fileName).path): \(error)")
    }
  }
}

/// A `cairn-apps bookkitty` subcommand: its own options, else those given to `cairn-apps`.
protocol BookKittySubcommand {
  /// The options after the subcommand's name.
  var options: BookKittyOptions { get }
  /// The `bookkitty` command above it.
  var bookkitty: BookKittyCommand { get }
}

extension BookKittySubcommand {
  /// The options in effect.
  var context: BookKittyOptions {
    var merged = options
    merged.dataDir = options.dataDir ?? bookkitty.root.dataDir
    merged.server = options.server ?? bookkitty.root.server
    return merged
  }
}

/// A command-line failure: one message on standard error and exit status 1.
struct BookKittyCommandError: Error, CustomStringConvertible {
  /// The message.
  let description: String

  init(_ description: String) {
    self.description = description
  }

  /// The app's popup for `error` (in Korean, as the app shows it), then the detail in English.
  init(_ error: BookKittyError) {
    guard let popup = BookKittyText.popup(for: error) else {
      description = error.description
      return
    }
    description =
      "\(popup.title): \(popup.body.replacingOccurrences(of: "\n", with: " ")) "
      + "(\(error.description))"
  }
}

/// Runs a store or pipeline call, turning its error into a ``BookKittyCommandError``.
func bookKittyRun<T>(_ body: () async throws(BookKittyError) -> T) async throws -> T {
  do {
    return try await body()
  } catch {
    throw BookKittyCommandError(error)
  }
}
