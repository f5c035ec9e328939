import ArgumentParser
import Foundation
import ProjectManagerDomain

/// `cairn-apps pm delete <id>`: deletes a work (the deletion syncs like any change).
struct PMDeleteCommand: AsyncParsableCommand, PMSubcommand {
  static let configuration = CommandConfiguration(
    commandName: "delete", abstract: "Deletes a work.")

  @Argument(help: "The work's id (from `list`).")
  var id: String

  @OptionGroup var options: PMOptions
  @ParentCommand var pm: PMCommand

  func validate() throws {
    _ = try pmParseID(id)
  }

  func run() async throws {
    let id = try pmParseID(id)
    let store = try await context.openStore()
    try await pmRun { () async throws(WorkStoreError) in
      try await DeleteWorkUseCase(repository: store).execute(id: id)
    }
    print("Deleted \(id.uuidString).")
  }
}
