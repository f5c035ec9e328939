import CairnPresentation
import Launcher
import Testing

@Suite("cairn-apps --version", .timeLimit(.minutes(1)))
struct VersionOptionTests {
  @Test func theVersionIsCairnsOneVersion() {
    #expect(CairnAppsCommand.configuration.version == CairnVersion.current)
    #expect(CairnAppsCommand.helpMessage().contains("--version"))
  }
}
