import ArgumentParser
import Foundation
import ProjectManagerAPI
import ProjectManagerDomain

/// `cairn-apps pm list`: every work, column by column.
struct PMListCommand: AsyncParsableCommand, PMSubcommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: "Lists the works (by due day), column by column.")

  @Flag(name: .long, help: "Prints a JSON array of {id, title, body, due, state}.")
  var json = false

  @Option(name: .long, help: "Only this column: todo, doing or done.")
  var state: String?

  @OptionGroup var options: PMOptions
  @ParentCommand var pm: PMCommand

  func run() async throws {
    let only = try state.map(pmParseState)
    // Read only: listing writes nothing, so it works on a board it may not write.
    let store = try await context.openStoreForReading()
    let works = try await pmRun { () async throws(WorkStoreError) in
      try await store?.works() ?? []
    }
    .filter { only == nil || $0.state == only }
    if json {
      print(try PMOutput.json(works.map(WorkDTO.init)))
      return
    }
    for state in WorkState.allCases where only == nil || only == state {
      let column = works.filter { $0.state == state }
      print("\(state.title) (\(column.count))")
      if column.isEmpty { print("  지금은 할 일이 없어요 😅") }
      for work in column { print("  " + PMOutput.line(work)) }
    }
  }
}
