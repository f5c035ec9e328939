import ArgumentParser

/// `cairn-apps dimo …`: operating the DIMO server.
struct DimoCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "dimo",
    abstract: "Operates the DIMO server: its SMS outbox, its database and its signing key.",
    discussion: """
      The server runs with `cairn-apps serve` (SQLite in the data folder by default, or \
      --dimo-database postgres://…). No SMS gateway is reachable here: codes and one-time \
      passwords go to an outbox in the data folder, which `codes` prints.
      """,
    subcommands: [DimoCodesCommand.self, DimoMigrateCommand.self, DimoSigningKeyCommand.self]
  )

  /// `cairn-apps` itself, which takes `--data-dir` when it comes before `dimo`.
  @ParentCommand var root: CairnAppsCommand
}
