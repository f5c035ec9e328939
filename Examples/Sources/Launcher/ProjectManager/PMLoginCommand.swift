import ArgumentParser
import Foundation
import ProjectManagerData

/// `cairn-apps pm login --server URL --token T`: checks the pair against the server, then keeps
/// it in the data folder (mode 0600) for `pm sync`, `pm status` and the board.
struct PMLoginCommand: AsyncParsableCommand, PMSubcommand {
  static let configuration = CommandConfiguration(
    commandName: "login",
    abstract: "Checks a sync server and its board token, then keeps them for sync and the board.",
    discussion: """
      The token is the one `cairn-apps pm token` shows on the server's machine (`cairn-apps \
      serve` prints it on its first start). A pair the server refuses is not kept. \
      `cairn-apps pm logout` forgets it and goes back to the embedded server.
      """)

  @OptionGroup var options: PMOptions
  @ParentCommand var pm: PMCommand

  func run() async throws {
    guard let serverURL = try context.serverURL(), let token = try context.boardToken() else {
      throw ValidationError("pm login needs --server URL and --token T.")
    }
    let file = SyncLoginFile(folder: try context.appFolder())
    let login = SyncLogin(serverURL: serverURL, token: token)
    do {
      try await SyncLoginCheck.verify(login)
    } catch {
      throw PMCommandError("\(error.description) Nothing was kept.")
    }
    do {
      try file.save(login)
    } catch {
      throw PMCommandError(error.description)
    }
    print(
      "Logged in to \(serverURL.absoluteString): `pm sync` and the board now sync with it "
        + "(`cairn-apps pm logout` goes back to the embedded server).")
  }
}
