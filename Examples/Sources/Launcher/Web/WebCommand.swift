import ArgumentParser
import CairnWebServer
import ExampleSupport
import Foundation
import ServerSupport

/// `cairn-apps web`: the reference apps in the browser, each under its own path, with their
/// servers in this process as `--app` starts them (or `--server URL`).
struct WebCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "web",
    abstract: "Serves the reference apps to a browser (Ctrl-C stops it).",
    discussion:
      "Opens http://127.0.0.1:<port>/ on a home page listing the apps; each app is under its own path: the TodoList at /todo/, the Project Manager at /pm/ and Onban at /onban/, their servers started in this process unless --server names one (BookKitty and DIMO run in the terminal). Every browser tab is a session of its own on this process; a page keeps working through a restart of this command (it reconnects and rebuilds its screen from its address)."
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
      "The backends of `cairn-apps serve` to use instead of starting them here: the Project Manager syncs with it and Onban orders from it (the browser's TodoList has none).",
      valueName: "url"))
  var server: String?

  @ParentCommand var parent: CairnAppsCommand

  func validate() throws {
    guard (0...65535).contains(port) else { throw ValidationError("--port must be 0 to 65535.") }
    if let server {
      guard let url = URL(string: server), ["http", "https"].contains(url.scheme ?? "") else {
        throw ValidationError("--server must be an http:// or https:// URL.")
      }
    }
  }

  func run() async throws {
    let data: DataDirectory
    do {
      data = try DataDirectory(
        overridePath: dataDir ?? parent.dataDir, environment: ProcessInfo.processInfo.environment)
    } catch {
      throw ValidationError("cannot use the data folder: \(error)")
    }
    if let warning = ListeningAddress.warning(forHost: host) {
      FileHandle.standardError.write(Data((warning + "\n").utf8))
    }
    try await WebServing.run(
      data: data, host: host, port: port, server: server.flatMap(URL.init(string:)))
  }
}
