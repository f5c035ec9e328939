import CairnNavigation
import CairnTerminal
import CairnTerminalTesting
import KoreanChrome
import Testing

@testable import Launcher

@Suite("The launcher's home screen", .timeLimit(.minutes(3)))
@MainActor
struct HomeScreenTests {
  private func makeHome(onOpen: @escaping (ReferenceApp) -> Void) -> (
    TerminalFrontEnd, TerminalHarness
  ) {
    let navigator = Navigator()
    navigator.start(HomeCoordinator(router: navigator.router()))
    let frontEnd = TerminalFrontEnd(navigator: navigator, strings: .korean) { _, content, context in
      (content as? HomeViewModel).map {
        HomeTerminalScreen(viewModel: $0, context: context, onOpen: onOpen)
      }
    }
    return (frontEnd, TerminalHarness(frontEnd: frontEnd, width: 80, height: 24))
  }

  @Test func listsAllFiveAppsAndNoneComingSoon() {
    let (_, screen) = makeHome { _ in }
    for app in ReferenceApp.allCases {
      #expect(screen.text.contains(app.title))
      #expect(screen.text.contains(app.summary))
    }
    #expect(!screen.text.contains("준비 중"))
  }

  @Test func enterOnAnAvailableAppOpensItAndEndsTheHomeLoop() {
    var opened: [ReferenceApp] = []
    let (frontEnd, screen) = makeHome { opened.append($0) }
    screen.press(.enter)
    #expect(opened == [.todo])
    #expect(frontEnd.wantsToQuit)
  }

  @Test func enterOnDIMOOpensIt() {
    var opened: [ReferenceApp] = []
    let (frontEnd, screen) = makeHome { opened.append($0) }
    screen.press(.down, .down, .down, .down, .enter)
    #expect(opened == [.dimo] && frontEnd.wantsToQuit)
  }

  @Test func bookKittyOpensFromHome() {
    var opened: [ReferenceApp] = []
    let (frontEnd, screen) = makeHome { opened.append($0) }
    screen.press(.down, .down, .down, .enter)
    #expect(opened == [.bookkitty])
    #expect(frontEnd.wantsToQuit)
  }

  @Test func qAtHomeQuits() {
    let (frontEnd, screen) = makeHome { _ in }
    screen.press(.char("q"))
    #expect(frontEnd.wantsToQuit)
  }
}

@Suite("cairn-apps options", .timeLimit(.minutes(3)))
struct LauncherOptionTests {
  @Test func parsesAppAndDataDir() throws {
    let command = try CairnAppsCommand.parse(["--app", "todo", "--data-dir", "/tmp/x"])
    #expect(command.app == .todo)
    #expect(command.dataDir == "/tmp/x")
  }

  @Test func aBoardTokenThatBeginsWithADashIsReadAsTheToken() throws {
    // One token in 64 begins with `-`: it was taken for an option ("Missing value for
    // '--token <token>'") and `pm login` refused the token the server had printed.
    let token = "-" + String(repeating: "A", count: 42)
    let root = try CairnAppsCommand.parse(["--server", "http://127.0.0.1:8080", "--token", token])
    #expect(root.token == token)
    let sync = try CairnAppsCommand.parseAsRoot([
      "pm", "sync", "--server", "http://127.0.0.1:8080", "--token", token,
    ])
    #expect((sync as? PMSyncCommand)?.context.token == token)
  }

  @Test func rejectsAnUnknownAppAndAcceptsDIMO() throws {
    #expect(throws: (any Error).self) { try CairnAppsCommand.parse(["--app", "nope"]) }
    #expect(try CairnAppsCommand.parse(["--app", "dimo"]).app == .dimo)
    let message = CairnAppsCommand.message(for: CairnAppsCommandError())
    #expect(!message.isEmpty)
  }

  @Test func helpDocumentsEveryOption() {
    let help = CairnAppsCommand.helpMessage()
    for option in ["--app", "--data-dir", "--help", "demo"] {
      #expect(help.contains(option))
    }
  }
}

private struct CairnAppsCommandError: Error {}
