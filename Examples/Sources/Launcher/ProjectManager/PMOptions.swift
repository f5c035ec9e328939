import ArgumentParser
import CairnTerminal
import ExampleSupport
import Foundation
import ProjectManagerAPI
import ProjectManagerData
import ProjectManagerDomain

/// The options every `cairn-apps pm` subcommand accepts after its name.
struct PMOptions: ParsableArguments {
  @Option(name: .long, help: ArgumentHelp("Overrides the data folder.", valueName: "path"))
  var dataDir: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "The sync server (e.g. http://127.0.0.1:8080 from `cairn-apps serve`); without it, "
        + "`sync` uses the server kept by `pm login`, else the embedded server's database in "
        + "the data folder.", valueName: "url"))
  var server: String?

  // Read unconditionally: a token may begin with `-` (base64url).
  @Option(
    name: .long, parsing: .unconditional,
    help: ArgumentHelp(
      "The sync server's board token (`cairn-apps pm token` shows it on the server's machine); "
        + "without it, the token kept by `pm login` for that server.", valueName: "token"))
  var token: String?

  func validate() throws {
    _ = try serverURL()
    _ = try boardToken()
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

  /// `--token` as a board token, or `nil` when not given.
  func boardToken() throws -> BoardToken? {
    guard let token else { return nil }
    // The text is never repeated: it may be a real token with one character wrong.
    guard let parsed = BoardToken(token) else {
      throw ValidationError("--token is not a board token; expected \(BoardToken.shape).")
    }
    return parsed
  }

  /// The server to sync with: `--server` (with `--token`, else the kept token when the login
  /// was for that server), else the server kept by `pm login`, else the embedded one.
  func syncTarget() throws -> PMSyncTarget {
    let file = SyncLoginFile(folder: try appFolder())
    let kept: SyncLogin?
    do {
      kept = try file.load()
    } catch {
      throw PMCommandError(error.description)
    }
    return try PMSyncTarget(server: try serverURL(), token: try boardToken(), kept: kept)
  }

  /// The app's folder in the data folder (`<data>/pm`).
  func appFolder() throws -> URL {
    do {
      return try DataDirectory(
        overridePath: dataDir, environment: ProcessInfo.processInfo.environment
      ).appFolder(named: ReferenceApp.pm.dataFolderName)
    } catch {
      throw PMCommandError("Cannot use the data folder: \(error).")
    }
  }

  /// Opens the board's database for reading only, creating nothing: nil when there is no
  /// board yet.
  func openStoreForReading() async throws -> SQLiteWorkStore? {
    let folder: URL
    do {
      folder = try DataDirectory(
        overridePath: dataDir, environment: ProcessInfo.processInfo.environment
      ).existingAppFolder(named: ReferenceApp.pm.dataFolderName)
    } catch {
      throw PMCommandError("Cannot use the data folder: \(error).")
    }
    do {
      return try await SQLiteWorkStore.openForReading(folder: folder)
    } catch {
      throw PMCommandError(
        "Cannot open \(folder.appending(path: SQLiteWorkStore.fileName).path): \(error)")
    }
  }

  /// Opens the board's database.
  func openStore() async throws -> SQLiteWorkStore {
    let folder = try appFolder()
    do {
      let store = try await SQLiteWorkStore.open(folder: folder)
      if let moved = store.damagedFileMovedTo {
        FileHandle.standardError.write(Data(LauncherStrings.damagedDatabaseMovedLine(moved).utf8))
      }
      return store
    } catch {
      throw PMCommandError(
        "Cannot open \(folder.appending(path: SQLiteWorkStore.fileName).path): \(error)")
    }
  }
}

/// A command-line failure: one sentence on standard error and exit status 1.
struct PMCommandError: Error, CustomStringConvertible {
  /// The sentence.
  let description: String

  /// The sentence, its control characters escaped (it may quote input or synced data).
  init(_ description: String) {
    self.description = ControlCharacters.escaped(description)
  }

  /// Wraps a store error.
  init(_ error: WorkStoreError) {
    self.init(error.description)
  }
}

/// Runs a store call, turning its error into a ``PMCommandError``.
func pmRun<T>(_ body: () async throws(WorkStoreError) -> T) async throws -> T {
  do {
    return try await body()
  } catch {
    throw PMCommandError(error)
  }
}

/// Parses a work id argument.
func pmParseID(_ text: String) throws -> UUID {
  do {
    return try WorkID.parse(text)
  } catch {
    throw ValidationError(error.description)
  }
}

/// Parses a `--due` value.
func pmParseDay(_ text: String) throws -> Day {
  do {
    return try Day(parsing: text)
  } catch {
    throw ValidationError(error.description)
  }
}

/// Parses a state argument.
func pmParseState(_ text: String) throws -> WorkState {
  do {
    return try WorkState(parsing: text)
  } catch {
    throw ValidationError(error.description)
  }
}
