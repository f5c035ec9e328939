import ArgumentParser
import CairnPresentation
import CairnTerminal
import ExampleSupport
import Foundation
import ProjectManagerAPI

/// `cairn-apps`: the home screen of the reference apps, or one app with `--app`.
public struct CairnAppsCommand: AsyncParsableCommand {
  /// The command's name, help text and subcommands.
  public static let configuration = CommandConfiguration(
    commandName: "cairn-apps",
    abstract: "Runs the Cairn reference apps in the terminal.",
    discussion: """
      With no options, shows a home screen listing the five reference apps; Enter starts one, \
      quitting it returns home, and q at home exits. Keys: arrows or j/k move, Enter opens, \
      Esc goes back, ? lists every key of the current screen, q quits from a root screen.
      Data is kept in --data-dir, else $XDG_DATA_HOME/cairn-examples, else \
      ~/.local/share/cairn-examples.
      """,
    version: CairnVersion.current,
    subcommands: [
      DemoCommand.self, ServeCommand.self, WebCommand.self, PMCommand.self, BookKittyCommand.self,
      DimoCommand.self,
    ]
  )

  /// `--app NAME`: start one app directly; quitting it exits.
  @Option(
    name: .long,
    help: ArgumentHelp(
      "Starts one app directly; quitting it exits.",
      valueName: "name"))
  public var app: ReferenceApp?

  /// `--data-dir PATH`: where the apps keep their data.
  @Option(name: .long, help: ArgumentHelp("Overrides the data folder.", valueName: "path"))
  public var dataDir: String?

  /// `--server URL`: the backend of an app that has one, instead of the embedded server.
  @Option(
    name: .long,
    help: ArgumentHelp(
      "Uses this server (e.g. http://127.0.0.1:8080 from `cairn-apps serve`) instead of "
        + "starting one in-process.", valueName: "url"))
  public var server: String?

  /// `--token T`: the board token of the Project Manager's `--server`. Read unconditionally:
  /// one token in 64 begins with `-` (base64url), which must not be taken for an option.
  @Option(
    name: .long, parsing: .unconditional,
    help: ArgumentHelp(
      "The Project Manager sync server's board token, with --server (`cairn-apps pm token` "
        + "shows it on the server's machine; `cairn-apps pm login` keeps it).",
      valueName: "token"))
  public var token: String?

  /// BookKitty's model options (`--model`, `--openai-…`), for `--app bookkitty`.
  @OptionGroup(title: "BookKitty") var bookKitty: BookKittyModelOptions

  /// Creates the command (ArgumentParser fills the options).
  public init() {}

  /// Checks the options before the terminal is taken over.
  public func validate() throws {
    if let app, !app.isAvailable {
      let available = ReferenceApp.allCases.filter(\.isAvailable).map(\.rawValue)
      throw ValidationError(
        "\(app.title) is coming soon; available now: "
          + available.joined(separator: ", ") + ".")
    }
    if app == .bookkitty {
      try bookKitty.check(environment: ProcessInfo.processInfo.environment)
    }
    if let server {
      guard let url = URL(string: server), url.scheme == "http" || url.scheme == "https",
        url.host != nil
      else { throw ValidationError("--server needs an http(s) URL such as http://127.0.0.1:8080.") }
    }
    if let token, BoardToken(token) == nil {
      throw ValidationError("--token is not a board token; expected \(BoardToken.shape).")
    }
  }

  /// Runs the home screen or the chosen app.
  @MainActor
  public func run() async throws {
    TerminalSession.requireTTY(programName: "cairn-apps")
    let dataDirectory: DataDirectory
    do {
      dataDirectory = try DataDirectory(
        overridePath: dataDir, environment: ProcessInfo.processInfo.environment)
    } catch {
      throw ValidationError("cannot use the data folder: \(error)")
    }
    if let app {
      // Fail before the terminal is taken over, so the message is readable.
      do {
        _ = try dataDirectory.appFolder(named: app.dataFolderName)
      } catch {
        throw ValidationError("cannot use the data folder: \(error)")
      }
    }
    if let failure = try await runInTerminal(dataDirectory: dataDirectory) {
      // Printed after the terminal is given back, so the message stays readable.
      throw AppStartFailure(description: failure)
    }
  }

  /// Takes over the terminal, runs home or the chosen app, and gives the terminal back.
  /// - Returns: why the chosen app could not start, if it could not.
  @MainActor
  private func runInTerminal(dataDirectory: DataDirectory) async throws -> String? {
    let session = try TerminalSession(shouldRecognizeAlt: false)
    defer { session.close() }
    let launcher = AppLauncher(
      dataDirectory: dataDirectory, server: server.flatMap(URL.init(string:)),
      pmToken: token.flatMap(BoardToken.init), session: session, bookKitty: bookKitty)
    defer { launcher.stop() }
    guard let app else {
      await launcher.runHome()
      return nil
    }
    return await launcher.run(app)
  }
}

/// An app chosen with `--app` that could not start (a damaged database, a server that cannot
/// start): one sentence and exit status 1.
struct AppStartFailure: Error, CustomStringConvertible {
  /// What went wrong.
  let description: String
}
