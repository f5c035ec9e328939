import ArgumentParser
import Foundation
import ProjectManagerDomain

/// `cairn-apps pm add`: a new work in TODO.
struct PMAddCommand: AsyncParsableCommand, PMSubcommand {
  static let configuration = CommandConfiguration(
    commandName: "add", abstract: "Adds a work to TODO and prints it (its id first).")

  @Option(name: .long, help: "The title (empty becomes \"제목을 입력해주세요\").")
  var title = ""

  @Option(name: .long, help: "The body, at most 1,000 characters.")
  var body = ""

  @Option(name: .long, help: "The due day, YYYY-MM-DD (default: today).")
  var due: String?

  @Flag(name: .long, help: "Prints the work as JSON.")
  var json = false

  @OptionGroup var options: PMOptions
  @ParentCommand var pm: PMCommand

  func validate() throws {
    if let due { _ = try pmParseDay(due) }
    do {
      try WorkDraft(title: title, body: body, due: Day(Date(), calendar: .current)).validate()
    } catch {
      throw ValidationError(error.description)
    }
  }

  func run() async throws {
    let day = try due.map(pmParseDay) ?? Day(Date(), calendar: .current)
    let store = try await context.openStore()
    let draft = WorkDraft(title: title, body: body, due: day)
    let work = try await pmRun { () async throws(WorkStoreError) in
      try await CreateWorkUseCase(repository: store).execute(draft)
    }
    try PMOutput.print(work, json: json)
  }
}
