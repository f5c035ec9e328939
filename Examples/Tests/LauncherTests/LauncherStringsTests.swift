import Testing

@testable import Launcher

/// The launcher's sentences read as Korean whatever the app's name ends in: no "을(를)" left for
/// the reader to choose (issue 33: "BookKitty 책냥이을(를) 시작할 수 없어요").
@Suite(.timeLimit(.minutes(1)))
struct LauncherStringsTests {
  private struct Broken: Error, CustomStringConvertible {
    var description: String { "the database file is damaged" }
  }

  @Test(arguments: ReferenceApp.allCases)
  func anAppThatCannotStartIsNamedWithoutAParticleToChoose(_ app: ReferenceApp) {
    let sentence = LauncherStrings.cannotStart(app, Broken())
    #expect(sentence == "\(LauncherStrings.title(app)) 앱을 시작할 수 없어요: the database file is damaged")
    #expect(!sentence.contains("(를)") && !sentence.contains("(을)"), "\(sentence)")
  }
}
