import ArgumentParser
import Foundation
import ProjectManagerAPI
import ProjectManagerServer

/// `cairn-apps pm token`: prints the board token of `cairn-apps serve` run with this data
/// folder, for `pm login` on the devices.
struct PMTokenCommand: AsyncParsableCommand, PMSubcommand {
  static let configuration = CommandConfiguration(
    commandName: "token",
    abstract: "Prints the board token that `cairn-apps serve` asks of devices (on its machine).",
    discussion: """
      Devices log in with `cairn-apps pm login --server URL --token T`. The token is kept in \
      <data>/pm/server/pm-board-token (mode 0600); `serve` makes it on its first start.
      """)

  @OptionGroup var options: PMOptions
  @ParentCommand var pm: PMCommand

  func run() async throws {
    let file = BoardTokenFile(
      folder: PMServerConnection.embeddedServerFolder(in: try context.appFolder()))
    let token: BoardToken?
    do {
      token = try file.load()
    } catch {
      throw PMCommandError(error.description)
    }
    guard let token else {
      throw PMCommandError(
        "No board token yet: `cairn-apps serve` makes one on its first start, in "
          + "\(file.url.path(percentEncoded: false)); run it once with this data folder.")
    }
    print(token.text)
  }
}
