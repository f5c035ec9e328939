import ArgumentParser

/// The launcher of the reference apps: the composition root of every app.
@main
struct CairnApps: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "cairn-apps",
    abstract: "Runs the Cairn reference apps.",
    subcommands: [DemoCommand.self],
    defaultSubcommand: DemoCommand.self
  )
}
