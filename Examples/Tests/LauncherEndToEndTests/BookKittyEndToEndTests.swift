import Foundation
import ProcessTestSupport
import Testing

/// BookKitty in a real terminal (tmux), with the local model and the book-search server that
/// `cairn-apps` starts in-process.
@Suite(
  "BookKitty in a real terminal", .enabled(if: TmuxSession.isTmuxAvailable),
  .timeLimit(.minutes(2)))
struct BookKittyEndToEndTests {
  @Test func aDamagedDatabaseIsMovedAsideAndTheAppSaysWhereUntilAnswered() async throws {
    let launcher = try #require(BuiltProduct.named("cairn-apps"), "swift test builds cairn-apps")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("cairn-e2e-bookkitty-damaged-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let appFolder = folder.appendingPathComponent("bookkitty")
    try FileManager.default.createDirectory(at: appFolder, withIntermediateDirectories: true)
    let garbage = Data(repeating: 0x42, count: 4_096)
    try garbage.write(to: appFolder.appendingPathComponent("bookkitty.sqlite"))

    let tmux = try await TmuxSession.start(
      command: [launcher.path, "--app", "bookkitty", "--data-dir", folder.path],
      width: 100, height: 30)
    defer { tmux.kill() }
    // The app starts, on an empty shelf, with an alert in Korean that names where the file went.
    try await tmux.waitFor(text: "저장된 데이터를 읽을 수 없었어요")
    let screen = try await tmux.capture().replacing("\n", with: "")
    // The path wraps inside the alert's box: read it without the box and the padding.
    let packed = screen.filter { !$0.isWhitespace && $0 != "│" }
    #expect(packed.contains("/bookkitty/bookkitty.sqlite.damaged-"), "\(screen)")
    #expect(screen.contains("빈 책장으로 시작해요."), "\(screen)")
    #expect(!screen.contains("(를)") && !screen.contains("database disk image"), "\(screen)")
    let names = try FileManager.default.contentsOfDirectory(atPath: appFolder.path)
    let aside = try #require(
      names.first {
        $0.hasPrefix("bookkitty.sqlite.damaged-") && !$0.hasSuffix("-wal")
          && !$0.hasSuffix("-shm")
      })
    #expect(try Data(contentsOf: appFolder.appendingPathComponent(aside)) == garbage)
    try await tmux.sendKeys("Enter")
    try await tmux.waitFor(text: "아직 추천받은 책이 없어요.")
  }

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
    try await tmux.sendKeys("n")
    try await tmux.waitFor(text: "무엇을 할까요?")
    try await tmux.sendKeys("1")
    try await tmux.waitFor(text: "질문을 입력해주세요.")
    try await tmux.type("우주와 별에 대해 쉽게 알려주는 책을 읽고 싶어요")
    try await tmux.waitFor(text: "27 / 100")
    try await tmux.sendKeys("Enter")
    let result = try await tmux.screen(timeout: .seconds(30), "the first book and its cover") {
      $0.contains("다음의 책을 추천합니다.") && !$0.contains("🖼")
    }
    let title = try #require(Self.firstBookTitle(in: result), "a book under ‹ 1 / N ›: \(result)")

    try await tmux.sendKeys("Enter")
    try await tmux.waitFor(text: "책 소개")
    try await tmux.sendKeys("Enter")
    try await tmux.waitFor(text: "나의 책장에 아래의 책을 등록하시겠습니까?")
    try await tmux.sendKeys("2")
    try await tmux.waitFor(text: "\(title)  [소유]")
    try await tmux.sendKeys("C-s")
    try await tmux.waitFor(text: "QnA 히스토리")
    try await tmux.sendKeys("3")
    try await tmux.waitUntil("the book and its cover on the shelf") {
      $0.contains("나의 책장") && $0.contains(title.prefix(4)) && $0.contains("▀")
        && !$0.contains("🖼")
    }

    try await tmux.sendKeys("q")
    try await tmux.expectQuitCleanly()
  }
  // end-snippet

  /// The title on the line under "‹ 1 / N ›" of the result screen, beside the cover's first
  /// row of half blocks.
  private static func firstBookTitle(in screen: String) -> String? {
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
    guard let pager = lines.firstIndex(where: { $0.contains("‹ 1 / ") }), pager + 1 < lines.count,
      let range = lines[pager + 1].range(of: "  [미소유]")
    else { return nil }
    return lines[pager + 1][..<range.lowerBound].drop { " ▀▄".contains($0) }
      .trimmingCharacters(in: .whitespaces)
  }

  /// Starts BookKitty in tmux with `environment`, searches for "코스모스" by title (the search
  /// results are the first screen with covers on an empty library) and waits for its result.
  private func searchForCosmos(
    environment: [String: String]
  ) async throws -> (tmux: TmuxSession, folder: URL) {
    let launcher = try #require(BuiltProduct.named("cairn-apps"), "swift test builds cairn-apps")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("cairn-e2e-bookkitty-\(UUID().uuidString)")
    let tmux = try await TmuxSession.start(
      command: [launcher.path, "--app", "bookkitty", "--data-dir", folder.path],
      width: 100, height: 30, environment: environment)
    try await tmux.waitFor(text: "아직 추천받은 책이 없어요.")
    try await tmux.sendKeys("n")
    try await tmux.waitFor(text: "무엇을 할까요?")
    try await tmux.sendKeys("2")
    try await tmux.waitFor(text: "새로운 책 추가하기")
    try await tmux.sendKeys("Enter")
    try await tmux.waitFor(text: "검색할 책의 제목을 입력해 주세요")
    try await tmux.type("코스모스")
    try await tmux.sendKeys("Enter")
    try await tmux.waitFor(text: "칼 세이건")
    return (tmux, folder)
  }

  /// Goes back from the search, which ends the flow on the (empty) Library tab, and quits.
  private func leaveTheSearchAndQuit(_ tmux: TmuxSession) async throws {
    try await tmux.sendKeys("Escape")
    try await tmux.waitUntil("back on 책 추가하기") { !$0.contains("검색할 책의 제목") }
    try await tmux.sendKeys("Escape")
    try await tmux.waitFor(text: "등록된 책이 없어요.")
    try await tmux.sendKeys("q")
    #expect(try await tmux.waitForExit() == 0)
  }

  @Test func aTrueColorTerminalShowsTheCoversInHalfBlocks() async throws {
    let (tmux, folder) = try await searchForCosmos(environment: ["COLORTERM": "truecolor"])
    defer {
      tmux.kill()
      try? FileManager.default.removeItem(at: folder)
    }
    try await tmux.waitUntil("every cover on screen drawn") {
      $0.contains("▀") && !$0.contains("🖼")
    }
    let escapes = try await tmux.captureWithEscapes()
    #expect(escapes.contains("\u{1B}[38;2;"), "24-bit foregrounds reach the terminal")
    #expect(escapes.contains("\u{1B}[48;2;"), "24-bit backgrounds reach the terminal")
    try await leaveTheSearchAndQuit(tmux)
  }

  @Test func noColorNamesTheCoversInText() async throws {
    let (tmux, folder) = try await searchForCosmos(environment: ["NO_COLOR": "1"])
    defer {
      tmux.kill()
      try? FileManager.default.removeItem(at: folder)
    }
    let screen = try await tmux.screen(showing: "🖼 코스모스 96×140")
    #expect(!screen.contains("▀"), "no half blocks without colours")
    let escapes = try await tmux.captureWithEscapes()
    #expect(!escapes.contains("[38;"), "no colours at all under NO_COLOR")
    try await leaveTheSearchAndQuit(tmux)
  }
}
