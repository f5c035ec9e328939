import ArgumentParser
import Foundation
import ProjectManagerDomain

/// `cairn-apps pm move <id> <state>`: moves a work to another column.
struct PMMoveCommand: AsyncParsableCommand, PMSubcommand {
  static let configuration = CommandConfiguration(
    commandName: "move", abstract: "Moves a work to todo, doing or done.")

  @Argument(help: "The work's id (from `list`).")
  var id: String

  @Argument(help: "todo, doing or done.")
  var state: String

  @Flag(name: .long, help: "Prints the work as JSON.")
  var json = false

  @OptionGroup var options: PMOptions
  @ParentCommand var pm: PMCommand

  func validate() throws {
    _ = try pmParseID(id)
    _ = try pmParseState(state)
  }

  func run() async throws {
    let id = try pmParseID(id)
    let state = try pmParseState(state)
    let store = try await context.openStore()
    let moved = try await pmRun { () async throws(WorkStoreError) in
      try await MoveWorkUseCase(repository: store).execute(id: id, to: state)
    }
    try PMOutput.print(moved, json: json)
  }

}
