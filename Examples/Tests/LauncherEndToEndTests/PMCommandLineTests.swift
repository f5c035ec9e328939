import Foundation
import GRDB
import ProcessTestSupport
import Testing

/// `cairn-apps pm …` as separate processes on a real SQLite file and a real server.
@Suite("cairn-apps pm (command line)", .timeLimit(.minutes(2)))
struct PMCommandLineTests {
  @Test("add, list --json, edit, move and delete work offline")
  func localCommands() async throws {
    let cli = PMCommandLine()
    defer { cli.remove() }
    let added = try await cli.run(
      "add", "--title", "회의 준비", "--body", "안건 정리", "--due", "2026-12-01", "--json",
      "--server", "http://127.0.0.1:9")
    #expect(added.status == 0, "\(added.errorOutput)")
    let work = try JSONDecoder().decode([String: String].self, from: Data(added.output.utf8))
    let id = try #require(work["id"])
    #expect(
      try await cli.list() == [
        ["id": id, "title": "회의 준비", "body": "안건 정리", "due": "2026-12-01", "state": "todo"]
      ])

    #expect(
      try await cli.run("edit", id, "--title", "회의 준비 (2차)", "--due", "2026-12-02").status == 0)
    #expect(try await cli.run("move", id, "doing").status == 0)
    let listed = try #require(try await cli.list().first)
    #expect(listed["title"] == "회의 준비 (2차)")
    #expect(listed["due"] == "2026-12-02")
    #expect(listed["state"] == "doing")

    let text = try await cli.run("list")
    #expect(text.output.contains("DOING (1)"))
    #expect(text.output.contains("지금은 할 일이 없어요 😅"))

    let status = try await cli.run("status", "--json")
    #expect(status.output.contains(#""pending" : 1"#))
    #expect(status.output.contains(#""state" : "pending""#))

    #expect(try await cli.run("delete", id).status == 0)
    #expect(try await cli.list().isEmpty)
  }

  @Test(
    "bad input is one clear sentence and a non-zero exit",
    arguments: [
      (["move", "not-a-uuid", "doing"], "is not a work id"),
      (["move", "3F2504E0-4F89-11D3-9A0C-0305E82C3301", "later"], "is not a state"),
      (["add", "--title", "a", "--due", "2026-02-30"], "is not a due date"),
      (["add", "--title", "a", "--due", "tomorrow"], "is not a due date"),
      (["add", "--title", "a", "--body", String(repeating: "가", count: 1_001)], "limit is 1000"),
      (["edit", "3F2504E0-4F89-11D3-9A0C-0305E82C3301", "--title", "x"], "No work has the id"),
      (["list", "--server", "ftp://x"], "URL"),
      (["sync", "--token", "abc"], "--token is not a board token"),
      (["sync", "--token", String(repeating: "A", count: 43)], "--token goes with --server"),
      (["add", "--title", "a\u{1B}[2Jb"], "control character U+001B"),
      (["add", "--title", "a", "--body", "x\u{7}"], "control character U+0007"),
    ])
  func badInput(arguments: [String], message: String) async throws {
    let cli = PMCommandLine()
    defer { cli.remove() }
    let result = try await cli.run(arguments)
    #expect(result.status != 0)
    #expect(result.errorOutput.contains(message), "\(result.errorOutput)")
    #expect(result.output.isEmpty)
    #expect(try await cli.list().isEmpty, "nothing was written")
  }

  @Test(
    "two devices sync through `cairn-apps serve` with its token; a down server keeps the change pending"
  )
  func syncThroughServe() async throws {
    let serverFolder = PMCommandLine()
    let a = PMCommandLine()
    let b = PMCommandLine()
    defer {
      for cli in [serverFolder, a, b] { cli.remove() }
    }
    let server = try await ServedBoard(folder: serverFolder.folder)
    defer { server.process.kill() }
    let url = server.url
    let token = try #require(server.printedToken, "the first start prints the token")

    let added = try await a.run("add", "--title", "같이 할 일", "--due", "2026-12-01")
    #expect(added.status == 0)
    let id = try #require(added.output.split(separator: " ").first.map(String.init))
    let login = try await a.run("login", "--server", url, "--token", token)
    #expect(login.status == 0, "\(login.errorOutput)")
    let synced = try await a.run("sync")
    #expect(synced.status == 0, "\(synced.errorOutput)")
    #expect(try await a.run("status").output.hasPrefix("synced"))

    // b passes the pair on each command instead of logging in.
    let withToken = ["--server", url, "--token", token]
    #expect(try await b.run(["sync"] + withToken).status == 0)
    #expect(try await b.list().map { $0["id"] } == [id])
    #expect(try await b.run("move", id, "done").status == 0)
    #expect(try await b.run(["sync"] + withToken).status == 0)
    #expect(try await a.run("sync").status == 0)
    #expect(try await a.list().first?["state"] == "done")

    // The server goes away: the change stays, and the error says what happened.
    #expect(server.process.signal(SIGTERM) == 0)
    #expect(try await server.process.waitForExit() == 0)
    #expect(try await a.run("edit", id, "--body", "오프라인에서 고침").status == 0)
    let failed = try await a.run("sync")
    #expect(failed.status != 0)
    #expect(failed.errorOutput.contains("cannot be reached"), "\(failed.errorOutput)")
    let status = try await a.run("status")
    #expect(status.output.contains("1 change(s) pending"))
    #expect(status.output.contains("last error: The server cannot be reached."))
    let json = try await a.run("status", "--json").output
    #expect(json.contains(#""state" : "offline""#), "\(json)")
    #expect(try await a.list().first?["body"] == "오프라인에서 고침")
  }

  @Test("without --server, sync uses the embedded server's database in the data folder")
  func embeddedSync() async throws {
    let cli = PMCommandLine()
    defer { cli.remove() }
    #expect(try await cli.run("add", "--title", "혼자 쓰는 보드", "--due", "2026-12-01").status == 0)
    let synced = try await cli.run("sync")
    #expect(synced.status == 0, "\(synced.errorOutput)")
    #expect(
      FileManager.default.fileExists(
        atPath: cli.folder.appendingPathComponent("pm/server/pm-server.sqlite").path))
    #expect(try await cli.run("status", "--json").output.contains(#""state" : "synced""#))
  }

  @Test(
    "import refuses a control character or an over-long title with the line number, and cuts nothing",
    arguments: [
      (
        #"{"title": "ab\u0000cd", "due": "2026-12-01"}"#,
        "Line 2: The title holds the control character U+0000"
      ),
      (
        #"{"title": "\#(String(repeating: "가", count: 201))", "due": "2026-12-01"}"#,
        "Line 2: The title has 201 characters"
      ),
      (#"{"titel": "typo", "due": "2026-12-01"}"#, #"Line 2: unknown field "titel""#),
      (#"{"title": 7}"#, #"Line 2: "title" must be a string."#),
      (#"["title", "due"]"#, "Line 2 is not a JSON object"),
    ])
  func importRefusesWithTheLineNumber(line: String, message: String) async throws {
    let cli = PMCommandLine()
    defer { cli.remove() }
    let input = #"{"title": "first", "due": "2026-12-01"}"# + "\n" + line + "\n"
    try FileManager.default.createDirectory(at: cli.folder, withIntermediateDirectories: true)
    let file = cli.folder.appendingPathComponent("import.jsonl")
    try Data(input.utf8).write(to: file)
    let result = try await Subprocess.run([
      "/bin/sh", "-c", #""$0" pm import --data-dir "$1" < "$2""#,
      try PMCommandLine.launcher().path, cli.folder.path, file.path,
    ])
    #expect(result.status != 0)
    #expect(result.errorOutput.contains(message), "\(result.errorOutput)")
    #expect(try await cli.list().map { $0["title"] } == ["first"])
  }

  @Test("import saves a line without a due day as due today, as pm add does")
  func importDefaultsTheDueDayToToday() async throws {
    let cli = PMCommandLine()
    defer { cli.remove() }
    try FileManager.default.createDirectory(at: cli.folder, withIntermediateDirectories: true)
    let file = cli.folder.appendingPathComponent("import.jsonl")
    try Data(#"{"title": "no day"}"#.utf8).write(to: file)
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd"
    formatter.locale = Locale(identifier: "en_US_POSIX")
    let dayBefore = formatter.string(from: Date())
    let result = try await Subprocess.run([
      "/bin/sh", "-c", #""$0" pm import --data-dir "$1" < "$2""#,
      try PMCommandLine.launcher().path, cli.folder.path, file.path,
    ])
    // Today, on whichever side of midnight the import ran.
    let days = [dayBefore, formatter.string(from: Date())]
    #expect(result.status == 0, "\(result.errorOutput)")
    let works = try await cli.list()
    #expect(works.map { $0["title"] } == ["no day"])
    #expect(days.contains(works.first?["due"] ?? ""), "\(works)")
  }

  @Test("pm list and pm status escape control characters in stored or synced data")
  func outputEscapesControlCharacters() async throws {
    let cli = PMCommandLine()
    defer { cli.remove() }
    let added = try await cli.run("add", "--title", "placeholder", "--due", "2026-12-01")
    #expect(added.status == 0, "\(added.errorOutput)")
    // A title stored before control characters were refused (or by an older server).
    let hostile = "x\u{1B}]2;owned\u{7}\u{1B}[2Jy"
    let database = try DatabaseQueue(
      path: cli.folder.appendingPathComponent("pm/pm.sqlite").path)
    try await database.write { db in
      try db.execute(sql: "UPDATE work SET title = ?", arguments: [hostile])
      try db.execute(
        sql: "INSERT OR REPLACE INTO sync_meta (key, value) VALUES ('last_error', ?)",
        arguments: ["refused: \(hostile)"])
    }
    try database.close()

    for arguments in [["list"], ["list", "--state", "todo"], ["status"]] {
      let result = try await cli.run(arguments)
      #expect(result.status == 0, "\(result.errorOutput)")
      #expect(!result.output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
      #expect(result.output.contains(#"x\u{1B}]2;owned\u{7}\u{1B}[2Jy"#), "\(result.output)")
    }
  }

  // `pm status` needs its folder (it creates the board when there is none); `pm list` only
  // reads, and lists nothing where there is no folder (PMCommandLineStorageTests).
  @Test("a data folder that cannot be created is one readable sentence")
  func uncreatableDataFolder() async throws {
    let cli = PMCommandLine()
    defer { cli.remove() }
    try FileManager.default.createDirectory(at: cli.folder, withIntermediateDirectories: true)
    let blocker = cli.folder.appendingPathComponent("a-file")
    try Data("x".utf8).write(to: blocker)
    // Nothing can create a folder in /proc, root included (the tests run as root in CI, where
    // a read-only folder would not stop the launcher).
    let uncreatable = URL(fileURLWithPath: "/proc/cairn-\(UUID().uuidString)/board")
    let cases = [
      (blocker.appendingPathComponent("board"), "is not a folder"),
      (uncreatable, "cannot create the folder"),
    ]
    for (folder, sentence) in cases {
      let result = try await Subprocess.run([
        try PMCommandLine.launcher().path, "pm", "status", "--data-dir", folder.path,
      ])
      #expect(result.status != 0)
      #expect(result.errorOutput.contains("Cannot use the data folder: "), "\(result.errorOutput)")
      #expect(result.errorOutput.contains(sentence), "\(result.errorOutput)")
      #expect(!result.errorOutput.contains("(path:"), "no Swift enum in the sentence")
    }
  }
}
