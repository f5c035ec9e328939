import ArgumentParser
import Foundation
import ProjectManagerData

/// `cairn-apps pm logout`: forgets the server and token kept by `pm login`.
struct PMLogoutCommand: AsyncParsableCommand, PMSubcommand {
  static let configuration = CommandConfiguration(
    commandName: "logout",
    abstract: "Forgets the server and token kept by `pm login`; sync uses the embedded server.")

  @OptionGroup var options: PMOptions
  @ParentCommand var pm: PMCommand

  func run() async throws {
    let file = SyncLoginFile(folder: try context.appFolder())
    let wasLoggedIn: Bool
    do {
      wasLoggedIn = try file.remove()
    } catch {
      throw PMCommandError(error.description)
    }
    print(
      wasLoggedIn
        ? "Logged out: `pm sync` and the board use the embedded server again."
        : "Not logged in: `pm sync` and the board use the embedded server.")
  }
}
