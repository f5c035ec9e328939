import ArgumentParser
import BookKittyServer
import DimoServer
import ExampleSupport
import Foundation
import Hummingbird
import OnbanServer
import ProjectManagerAPI
import ProjectManagerServer
import ServerSupport

/// `cairn-apps serve`: every reference backend on one port, each app's routes under its own
/// prefix (`/onban/…`, `/pm/…`, `/bookkitty/…` and `/dimo/…`), logging each
/// request.
struct ServeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Runs every reference app's backend on one port (Ctrl-C stops it).",
    discussion:
      "Routes: /onban/… (Onban), /pm/… (Project Manager sync), /bookkitty/… (BookKitty's book search), /dimo/… (DIMO). Each request is logged to standard output. DIMO keeps its data in SQLite in the data folder unless --dimo-database names a PostgreSQL database; a PostgreSQL database that cannot be reached or logged into within 5 seconds stops serve at once (exit status 1), saying why on standard error. Database files are readable by their owner only (0600, in 0700 folders). The Project Manager sync asks devices for a board token, made on the first start (printed then; `cairn-apps pm token` shows it again)."
  )

  @Option(name: .long, help: "The port to listen on (0 picks a free one).")
  var port: Int = 8080

  @Option(
    name: .long,
    help: "The address to bind; any address but 127.0.0.1, ::1 or localhost prints a warning.")
  var host: String = "127.0.0.1"

  @Option(name: .long, help: ArgumentHelp("Overrides the data folder.", valueName: "path"))
  var dataDir: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "DIMO's database: postgres://user:password@host/database instead of the SQLite file in "
        + "the data folder.", valueName: "postgres-url"))
  var dimoDatabase: String?

  /// `cairn-apps` itself also declares `--data-dir` and takes the value when both do.
  @ParentCommand var parent: CairnAppsCommand

  func validate() throws {
    guard (0...65535).contains(port) else { throw ValidationError("--port must be 0 to 65535.") }
    _ = try DimoServerLocation.database(dimoDatabase)
  }

  func run() async throws {
    let folder: URL
    let pmFolder: URL
    do {
      let data = try DataDirectory(
        overridePath: dataDir ?? parent.dataDir, environment: ProcessInfo.processInfo.environment)
      folder = try data.appFolder(named: ReferenceApp.onban.dataFolderName)
      pmFolder = try data.appFolder(named: ReferenceApp.pm.dataFolderName)
    } catch {
      throw ValidationError("cannot use the data folder: \(error)")
    }
    // DIMO first: a PostgreSQL database that cannot be used stops serve within seconds, with
    // its cause, before the other backends start (and before a board token is made unseen).
    let dimo = try await DimoServer.open(
      DimoServerLocation.configuration(dataDir: dataDir ?? parent.dataDir, database: dimoDatabase))
    let onban = try await OnbanServer(
      configuration: OnbanServerConfiguration(
        dataDirectory: folder.appendingPathComponent("server")))
    let host = self.host
    let router = Router(context: AddressedRequestContext.self)
    onban.addRoutes(to: router, prefix: OnbanServer.defaultPrefix)
    let pmServerFolder = PMServerConnection.embeddedServerFolder(in: pmFolder)
    let tokenFile = BoardTokenFile(folder: pmServerFolder)
    let board: (token: BoardToken, isNew: Bool)
    do {
      board = try tokenFile.loadOrCreate()
    } catch {
      throw PMCommandError(error.description)
    }
    let pm = try await ProjectManagerServer(
      configuration: ProjectManagerServerConfiguration(
        dataDirectory: pmServerFolder, access: .token(board.token)))
    pm.addRoutes(to: router, prefix: ProjectManagerServer.defaultPrefix)
    let bookKitty: BookKittyServer
    do {
      bookKitty = try BookKittyServer()
    } catch {
      throw ValidationError("cannot load BookKitty's catalog: \(error)")
    }
    bookKitty.addRoutes(to: router, prefix: BookKittyServer.defaultPrefix)
    dimo.addRoutes(to: router, prefix: DimoServer.defaultPrefix)
    if let warning = ListeningAddress.warning(forHost: host) {
      FileHandle.standardError.write(Data((warning + "\n").utf8))
    }
    let limits = ServerLimits.standard
    let app = Application(
      router: router,
      server: limits.http1Server(gate: ConnectionGate(cap: limits.maxConnections)),
      configuration: ApplicationConfiguration(
        address: .hostname(host, port: port), serverName: "cairn-apps"),
      onServerRunning: { channel in
        let bound = channel.localAddress?.port ?? 0
        let url = "http://\(host):\(bound)"
        var text = ""
        // The token is shown on the start that made it only; `pm token` shows it again.
        if board.isNew {
          let path = tokenFile.url.path(percentEncoded: false)
          text += "cairn-apps serve: made the Project Manager board token, kept in \(path) "
          text += "(`cairn-apps pm token` shows it again). Devices log in with:\n"
          text += "  cairn-apps pm login --server \(url) --token \(board.token.text)\n"
        }
        // Written at once, the URL line last: `print` is block-buffered when standard output is
        // a pipe, and whoever reads the URL from a pipe would wait for it until the server exits.
        text += "cairn-apps serve: \(url)  (Onban under /onban/, Project Manager under /pm/, "
        text += "BookKitty under /bookkitty/, DIMO under /dimo/)\n"
        FileHandle.standardOutput.write(Data(text.utf8))
      })
    do {
      try await app.runService()
    } catch {
      await dimo.close()
      throw error
    }
    await dimo.close()
  }
}
