import Foundation
import ProcessTestSupport
import Testing

/// BookKitty in a real terminal (tmux), with the local model and the book-search server that
/// `cairn-apps` starts in-process.
@Suite(
  "BookKitty in a real terminal", .enabled(if: TmuxSession.isTmuxAvailable),
  .timeLimit(.minutes(2)))
struct BookKittyEndToEndTests {
  // snippet: bookkitty-tmux-ask-add-library
  @Test func askOpenARecommendedBookAddItAndFindItOnTheShelf() async throws {
    let launcher = try #require(BuiltProduct.named("cairn-apps"), "swift test builds cairn-apps")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("cairn-e2e-bookkitty-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let tmux = try await TmuxSession.start(
      command: [launcher.path, "--app", "bookkitty", "--data-dir", folder.path],
      width: 100, height: 30)
    defer { tmux.kill() }

    try await tmux.waitFor(text: "아직 추천받은 책이 없어요.")
    try tmux.sendKeys("n")
    try await tmux.waitFor(text: "무엇을 할까요?")
    try tmux.sendKeys("1")
    try await tmux.waitFor(text: "질문을 입력해주세요.")
    try tmux.type("우주와 별에 대해 쉽게 알려주는 책을 읽고 싶어요")
    try await tmux.waitFor(text: "27 / 100")
    try tmux.sendKeys("Enter")
    let result = try await tmux.waitFor(text: "다음의 책을 추천합니다.", timeout: .seconds(30))
    let title = try #require(Self.firstBookTitle(in: result), "a book under ‹ 1 / N ›: \(result)")

    try tmux.sendKeys("Enter")
    try await tmux.waitFor(text: "책 소개")
    try tmux.sendKeys("Enter")
    try await tmux.waitFor(text: "나의 책장에 아래의 책을 등록하시겠습니까?")
    try tmux.sendKeys("2")
    try await tmux.waitFor(text: "\(title)  [소유]")
    try tmux.sendKeys("C-s")
    try await tmux.waitFor(text: "QnA 히스토리")
    try tmux.sendKeys("3")
    try await tmux.waitUntil("the book on the shelf") {
      $0.contains("나의 책장") && $0.contains("🖼 \(title.prefix(4))")
    }

    try tmux.sendKeys("q")
    #expect(try await tmux.waitForExit() == 0)
    let stty = try tmux.sttyReport()
    #expect(try tmux.isTTYInCookedMode(), "tty back in normal mode: \(stty)")
  }
  // end-snippet

  /// The title on the line under "‹ 1 / N ›" of the result screen.
  private static func firstBookTitle(in screen: String) -> String? {
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
    guard let pager = lines.firstIndex(where: { $0.contains("‹ 1 / ") }), pager + 1 < lines.count,
      let range = lines[pager + 1].range(of: "  [미소유]")
    else { return nil }
    return lines[pager + 1][..<range.lowerBound].trimmingCharacters(in: .whitespaces)
  }
}
