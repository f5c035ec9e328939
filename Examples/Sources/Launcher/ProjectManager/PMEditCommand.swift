import ArgumentParser
import Foundation
import ProjectManagerDomain

/// `cairn-apps pm edit <id>`: changes a work's title, body or due day.
struct PMEditCommand: AsyncParsableCommand, PMSubcommand {
  static let configuration = CommandConfiguration(
    commandName: "edit", abstract: "Changes a work's title, body or due day.")

  @Argument(help: "The work's id (from `list`).")
  var id: String

  @Option(name: .long, help: "The new title.")
  var title: String?

  @Option(name: .long, help: "The new body, at most 1,000 characters.")
  var body: String?

  @Option(name: .long, help: "The new due day, YYYY-MM-DD.")
  var due: String?

  @Flag(name: .long, help: "Prints the work as JSON.")
  var json = false

  @OptionGroup var options: PMOptions
  @ParentCommand var pm: PMCommand

  func validate() throws {
    _ = try pmParseID(id)
    if let due { _ = try pmParseDay(due) }
    guard title != nil || body != nil || due != nil else {
      throw ValidationError("Nothing to change: pass --title, --body or --due.")
    }
    if let body, body.count > WorkRules.bodyLimit {
      throw ValidationError(WorkValidationError.bodyTooLong(body.count).description)
    }
  }

  func run() async throws {
    let id = try pmParseID(id)
    let due = try self.due.map(pmParseDay)
    let store = try await context.openStore()
    let current = try await pmRun { () async throws(WorkStoreError) in
      try await FetchWorksUseCase(repository: store).execute(id: id)
    }
    var draft = WorkDraft(current)
    if let title { draft.title = title }
    if let body { draft.body = body }
    if let due { draft.due = due }
    let saved = try await pmRun { [draft] () async throws(WorkStoreError) in
      try await UpdateWorkUseCase(repository: store).execute(id: id, with: draft)
    }
    try PMOutput.print(saved, json: json)
  }
}
