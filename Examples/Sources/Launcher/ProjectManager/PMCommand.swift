import ArgumentParser

/// `cairn-apps pm …`: the Project Manager board from the command line, on the same use cases
/// and the same SQLite file as the terminal board.
struct PMCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "pm",
    abstract: "Lists and changes the Project Manager board's works, and syncs them.",
    discussion: """
      Every command works offline on the local database; only `sync` and `login` talk to a \
      server (the one given by --server, else the one kept by `login`, else the embedded one \
      kept in the data folder). Options go after the subcommand, e.g. \
      `cairn-apps pm list --json --data-dir D`.
      """,
    subcommands: [
      PMListCommand.self, PMAddCommand.self, PMEditCommand.self, PMMoveCommand.self,
      PMDeleteCommand.self, PMSyncCommand.self, PMStatusCommand.self, PMImportCommand.self,
      PMLoginCommand.self, PMLogoutCommand.self, PMTokenCommand.self,
    ]
  )

  /// `cairn-apps` itself, which takes `--data-dir`, `--server` and `--token` when they come
  /// before `pm`.
  @ParentCommand var root: CairnAppsCommand
}

/// A `cairn-apps pm` subcommand: its own options, else those given to `cairn-apps` itself.
protocol PMSubcommand {
  /// The options after the subcommand's name.
  var options: PMOptions { get }
  /// The `pm` command above it.
  var pm: PMCommand { get }
}

extension PMSubcommand {
  /// The options in effect: ArgumentParser hands an option that both `cairn-apps` and the
  /// subcommand declare to `cairn-apps`, so both are read.
  var context: PMOptions {
    var merged = options
    merged.dataDir = options.dataDir ?? pm.root.dataDir
    merged.server = options.server ?? pm.root.server
    merged.token = options.token ?? pm.root.token
    return merged
  }
}
