import ArgumentParser
import Foundation
import ProjectManagerAPI
import ProjectManagerDomain

/// `cairn-apps pm import`: adds works from JSON lines on standard input, one transaction each,
/// printing each new id once it is committed.
struct PMImportCommand: AsyncParsableCommand, PMSubcommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Adds works from JSON lines on standard input ({\"title\", \"body\", \"due\"}).",
    discussion: """
      Each line is saved in its own transaction and its id printed as soon as it is committed, \
      so an interrupted import keeps every line it printed. "due" is YYYY-MM-DD, today when \
      missing; any other key is refused. The first bad line stops the import with its line \
      number.
      """)

  @OptionGroup var options: PMOptions
  @ParentCommand var pm: PMCommand

  func run() async throws {
    let store = try await context.openStore()
    let create = CreateWorkUseCase(repository: store)
    var number = 0
    var input = InputLines()
    while let bytes = try nextLine(&input, after: number) {
      number += 1
      guard let text = String(validating: bytes, as: UTF8.self) else {
        throw PMCommandError(
          "Line \(number) is not UTF-8 text; nothing from it was saved (the lines before it were)."
        )
      }
      if text.trimmingCharacters(in: .whitespaces).isEmpty { continue }
      let draft = try PMImportLine.draft(
        from: text, number: number, today: Day(Date(), calendar: .current))
      let work = try await pmRun { () async throws(WorkStoreError) in
        try await create.execute(draft)
      }
      // Written at once (not block-buffered), so a reader sees each id as it is committed.
      FileHandle.standardOutput.write(Data((work.id.uuidString + "\n").utf8))
    }
  }

  /// The next input line, a failed read said with the line it stopped at.
  private func nextLine(_ input: inout InputLines, after number: Int) throws -> [UInt8]? {
    do {
      return try input.next()
    } catch {
      throw PMCommandError("Line \(number + 1): \(error); the lines before it were saved.")
    }
  }
}
