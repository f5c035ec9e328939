import CairnPresentation
import CairnTesting
import Foundation
import ProcessTestSupport
import ProjectManagerData
import ProjectManagerDomain
import ProjectManagerPresentation
import Testing

/// An open board in this process, and `cairn-apps pm …` writing the same file from another one.
@Suite("The open board follows the command line's writes", .timeLimit(.minutes(2)))
@MainActor
struct PMBoardFollowsCommandLineTests {
  @Test("a work added, edited, moved and deleted by cairn-apps pm shows on the board each time")
  func commandLineWritesReachTheBoard() async throws {
    let cli = PMCommandLine()
    defer { cli.remove() }
    let store = try await SQLiteWorkStore.open(folder: cli.folder.appendingPathComponent("pm"))
    let viewModel = BoardViewModel(
      dependencies: ProjectManagerDependencies(repository: store, sync: LocalOnlySync(store: store))
    )
    let load = PublishRelay<Void>()
    let output = viewModel.transform(BoardViewModel.Input(viewDidLoad: load.signal))
    load.send()
    try await board(output, shows: [[], [], []])

    let added = try await cli.run("add", "--title", "회의 준비", "--due", "2026-12-01")
    #expect(added.status == 0, "\(added.errorOutput)")
    let id = try #require(added.output.split(separator: " ").first.map(String.init))
    try await board(output, shows: [["회의 준비"], [], []])

    #expect(try await cli.run("edit", id, "--title", "회의 준비 (2차)").status == 0)
    try await board(output, shows: [["회의 준비 (2차)"], [], []])
    #expect(try await cli.run("move", id, "doing").status == 0)
    try await board(output, shows: [[], ["회의 준비 (2차)"], []])
    #expect(try await cli.run("delete", id).status == 0)
    try await board(output, shows: [[], [], []])
    withExtendedLifetime(viewModel) {}
  }

  /// Waits, bounded, until the board's columns hold exactly these titles.
  private func board(_ output: BoardViewModel.Output, shows titles: [[String]]) async throws {
    let columns = output.columns
    _ = try await waiting(upTo: .seconds(30), for: "the board to show \(titles)") {
      await columns.first { columns in
        columns.map { $0.works.value.map { $0.map(\.title) } ?? [] } == titles
      }
    }
  }
}
