import BookKittyTestSupport
import Foundation
import ProcessTestSupport
import Testing

/// `cairn-apps bookkitty …` as separate processes, on a real SQLite file and book search.
@Suite("cairn-apps bookkitty (command line)", .timeLimit(.minutes(2)))
struct BookKittyCommandLineTests {
  private let question = "우주와 별에 대해 쉽게 알려주는 책을 읽고 싶어요"

  /// `cairn-apps bookkitty <arguments> --data-dir <folder>`.
  private func run(_ arguments: [String], in folder: TemporaryFolder) async throws
    -> SubprocessResult
  {
    let launcher = try #require(BuiltProduct.named("cairn-apps"), "swift test builds cairn-apps")
    return try await Subprocess.run(
      [launcher.path, "bookkitty"] + arguments + ["--data-dir", folder.url.path],
      removingEnvironment: ["OPENAI_API_KEY", "OPENAI_BASE_URL"])
  }

  /// `history --json`, decoded.
  private func history(_ folder: TemporaryFolder) async throws -> [[String: Any]] {
    let result = try await run(["history", "--json"], in: folder)
    #expect(result.status == 0, "\(result.errorOutput)")
    let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
    return try #require(object as? [[String: Any]])
  }

  @Test("ask stores the answer; history and library read it back")
  func askThenHistoryAndLibrary() async throws {
    let folder = try TemporaryFolder("cairn-bookkitty-cli")
    let asked = try await run(["ask", question, "--json"], in: folder)
    #expect(asked.status == 0, "\(asked.errorOutput)")
    #expect(asked.errorOutput.contains("추천 도서 검증 중 1/"), "steps go to standard error")
    let saved = try #require(
      try JSONSerialization.jsonObject(with: Data(asked.output.utf8)) as? [String: Any])
    #expect(saved["question"] as? String == question)
    let books = try #require(saved["books"] as? [[String: Any]])
    #expect(!books.isEmpty && books.allSatisfy { $0["isOwned"] as? Bool == false })

    let listed = try await history(folder)
    #expect(listed.count == 1 && listed[0]["id"] as? String == saved["id"] as? String)
    let text = try await run(["history"], in: folder)
    #expect(text.output.contains("당신의 질문") && text.output.contains("추천해요"))
    let library = try await run(["library"], in: folder)
    #expect(library.status == 0 && library.output.contains("등록된 책이 없어요."))
    let libraryJSON = try await run(["library", "--json"], in: folder).output
    #expect(
      (try JSONSerialization.jsonObject(with: Data(libraryJSON.utf8)) as? [Any])?.isEmpty == true)
  }

  @Test(
    "bad input is a clear message, a non-zero exit and nothing stored",
    arguments: [
      (["ask", "짧은 질문"], "at least 10"),
      (["ask", String(repeating: "책", count: 101)], "the limit is 100"),
      (["ask", "우주와 별에 대해 쉽게 알려주는 책", "--model", "openai"], "OPENAI_API_KEY"),
      (["ask", "우주와 별에 대해 쉽게 알려주는 책", "--model", "gpt"], "model"),
      (["ask", "우주와 별에 대해 쉽게 알려주는 책", "--server", "ftp://x"], "URL"),
      (["ask", "우주와 별에 대해 쉽게 알려주는 책", "--server", "http://127.0.0.1:9"], "네트워크 오류"),
    ])
  func badInput(arguments: [String], message: String) async throws {
    let folder = try TemporaryFolder("cairn-bookkitty-cli")
    let result = try await run(arguments, in: folder)
    #expect(result.status != 0)
    #expect(result.errorOutput.contains(message), "\(result.errorOutput)")
    #expect(result.output.isEmpty)
    #expect(try await history(folder).isEmpty, "nothing was stored")
  }

  @Test("--server uses the book search of `cairn-apps serve`")
  func askThroughServe() async throws {
    let launcher = try #require(BuiltProduct.named("cairn-apps"), "swift test builds cairn-apps")
    let serverFolder = try TemporaryFolder("cairn-bookkitty-serve")
    let server = try ChildProcess(
      [launcher.path, "serve", "--port", "0", "--data-dir", serverFolder.url.path])
    defer { server.kill() }
    let line = try #require(await server.readLine { $0.hasPrefix("cairn-apps serve: http://") })
    #expect(line.contains("/bookkitty/"))
    let url = try #require(line.split(separator: " ").first { $0.hasPrefix("http://127.0.0.1:") })
    let folder = try TemporaryFolder("cairn-bookkitty-cli")
    let result = try await run(["ask", question, "--server", String(url)], in: folder)
    #expect(result.status == 0, "\(result.errorOutput)")
    #expect(result.output.contains("추천해요"))
  }

  @Test("--model openai talks to the server given by the flags")
  func askThroughAnOpenAICompatibleServer() async throws {
    let standIn = try await OpenAIStandIn.start([
      .content(#"{"recommendationOwned": [], "recommendationNew": ["코스모스-칼 세이건"]}"#),
      .content("우주를 알려 주는 고전입니다."),
    ])
    let folder = try TemporaryFolder("cairn-bookkitty-cli")
    let result = try await run(
      [
        "ask", question, "--model", "openai", "--openai-base-url", standIn.baseURL.absoluteString,
        "--openai-api-key", "sk-test", "--openai-model", "model-a",
      ], in: folder)
    await standIn.stop()
    #expect(result.status == 0, "\(result.errorOutput)")
    #expect(result.output.contains("코스모스") && result.output.contains("우주를 알려 주는 고전입니다."))
    #expect(standIn.received.map(\.body.model) == ["model-a", "gpt-4o-mini"])
    #expect(standIn.received.allSatisfy { $0.authorization == "Bearer sk-test" })
  }

  @Test("an answer holding terminal escape sequences is printed escaped")
  func answerOutputEscapesControlCharacters() async throws {
    let standIn = try await OpenAIStandIn.start([
      .content(#"{"recommendationOwned": [], "recommendationNew": ["코스모스-칼 세이건"]}"#),
      .content("첫 줄\n\u{1B}]2;owned\u{7}\u{1B}[2J둘째 줄 \u{202E}txt.exe\u{2066}끝\u{2069}"),
    ])
    let folder = try TemporaryFolder("cairn-bookkitty-cli")
    let result = try await run(
      [
        "ask", question, "--model", "openai", "--openai-base-url", standIn.baseURL.absoluteString,
        "--openai-api-key", "sk-test",
      ], in: folder)
    await standIn.stop()
    #expect(result.status == 0, "\(result.errorOutput)")
    let isRaw = { (scalar: Unicode.Scalar) in
      ["\u{1B}", "\u{7}", "\u{202E}", "\u{2066}", "\u{2069}"].contains(scalar)
    }
    #expect(!result.output.unicodeScalars.contains(where: isRaw))
    #expect(result.output.contains(#"\u{1B}]2;owned\u{7}\u{1B}[2J둘째 줄"#), "\(result.output)")
    #expect(
      result.output.contains(#"\u{202E}txt.exe\u{2066}끝\u{2069}"#),
      "a bidi override is shown as the escapes are: \(result.output)")
    #expect(result.output.contains("첫 줄\n"), "line breaks stay line breaks")
    let history = try await run(["history"], in: folder)
    #expect(history.status == 0 && !history.output.unicodeScalars.contains(where: isRaw))
    #expect(history.output.contains(#"\u{202E}txt.exe"#), "\(history.output)")
  }
}
