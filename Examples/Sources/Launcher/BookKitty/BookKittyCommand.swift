import ArgumentParser

/// `cairn-apps bookkitty …`: BookKitty from the command line, on the same use cases and the
/// same SQLite file as the terminal app.
struct BookKittyCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bookkitty",
    abstract: "Asks BookKitty a question, and lists the library and the question history.",
    discussion: """
      `ask` runs the recommendation pipeline against the book search (the server given by \
      --server, else one started for the command) and stores the answer as the app does; \
      `library` and `history` read the local database. Options go after the subcommand, e.g. \
      `cairn-apps bookkitty history --json --data-dir D`.
      """,
    subcommands: [
      BookKittyAskCommand.self, BookKittyLibraryCommand.self, BookKittyHistoryCommand.self,
    ]
  )

  /// `cairn-apps` itself, which takes `--data-dir`, `--server` and the model options when they
  /// come before `bookkitty`.
  @ParentCommand var root: CairnAppsCommand
}
