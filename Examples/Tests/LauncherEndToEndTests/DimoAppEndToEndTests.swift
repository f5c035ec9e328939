import Foundation
import ProcessTestSupport
import Testing

/// The DIMO app in a real terminal (tmux), on the server `cairn-apps` starts in-process: a
/// sign-up with the SMS code read from `cairn-apps dimo codes`, a logout and a login again.
@Suite(
  "DIMO in a real terminal", .enabled(if: TmuxSession.isTmuxAvailable),
  .timeLimit(.minutes(3)))
struct DimoAppEndToEndTests {
  @Test func signUpWithAHangulNicknameLogOutAndLogInAgain() async throws {
    let launcher = try #require(BuiltProduct.named("cairn-apps"), "swift test builds cairn-apps")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("cairn-e2e-dimo-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let tmux = try await TmuxSession.start(
      command: [launcher.path, "--app", "dimo", "--data-dir", folder.path], width: 90, height: 32)
    defer { tmux.kill() }

    try await tmux.waitFor(text: "DIMO 아이디로 로그인", timeout: .seconds(60))
    try tmux.sendKeys("Down", "Enter")
    try await tmux.waitFor(text: "이용 약관에 동의해 주세요")
    try tmux.sendKeys("Enter", "Tab", "Tab", "Tab", "Tab", "Tab", "Enter")
    try await tmux.waitFor(text: "본인 인증해 주세요")
    try tmux.type("홍길동")
    try tmux.sendKeys("Tab", "Enter")
    try await tmux.waitFor(text: "통신사를 선택해 주세요")
    try tmux.sendKeys("1")
    try tmux.sendKeys("Tab")
    try tmux.type("01024681357")
    try await tmux.waitFor(text: "010-2468-1357")
    try tmux.sendKeys("Tab", "Enter")
    try await tmux.waitFor(text: "인증 번호를 발송했어요")

    let codes = try await Subprocess.run([
      launcher.path, "dimo", "codes", "--data-dir", folder.path, "--phone", "010-2468-1357",
      "--last", "1",
    ])
    let code = try #require(
      codes.output.split(whereSeparator: { !($0.isASCII && $0.isNumber) })
        .last { $0.count == 6 }, "a code in \(codes.output)")
    try tmux.sendKeys("Tab")
    try tmux.type(String(code))
    try tmux.sendKeys("Tab", "Enter")
    try await tmux.waitFor(text: "아이디를 입력해주세요")
    try tmux.type("tmux_user1")
    try tmux.sendKeys("Tab", "Enter")
    try await tmux.waitFor(text: "사용 가능한 아이디입니다.")
    try tmux.sendKeys("Tab", "Enter")
    try await tmux.waitFor(text: "비밀번호를 입력해 주세요")
    try tmux.type("dimo123!")
    try tmux.sendKeys("Tab")
    try tmux.type("dimo123!")
    try tmux.sendKeys("Tab", "Enter")
    try await tmux.waitFor(text: "닉네임을 입력해 주세요")
    try tmux.type("모멘텀짱")
    try await tmux.waitFor(text: "모멘텀짱")
    try tmux.sendKeys("Tab", "Enter")
    try await tmux.waitFor(text: "당신의 MBTI는 무엇인가요?")
    try tmux.sendKeys("e", "n", "f", "p")
    try await tmux.waitFor(text: "● 인식형 P")
    try tmux.sendKeys(
      "Down", "Down", "Down", "Down", "Down", "Down", "Down", "Down", "Down", "Enter")
    try await tmux.waitFor(text: "회원가입을 완료했어요")
    try tmux.sendKeys("Enter")
    try await tmux.waitFor(text: "마이모멘텀")

    try tmux.sendKeys("4")
    try await tmux.waitFor(text: "로그아웃")
    try tmux.sendKeys("Enter")
    try await tmux.waitFor(text: "DIMO 아이디로 로그인")
    try tmux.sendKeys("Enter")
    try await tmux.waitFor(text: "DIMO가 처음이신가요?")
    try tmux.type("tmux_user1")
    try tmux.sendKeys("Tab")
    try tmux.type("dimo123!")
    try tmux.sendKeys("Enter", "Enter")
    try await tmux.waitFor(text: "마이모멘텀")
    let session = folder.appendingPathComponent("dimo/session.json").path
    let mode = try FileManager.default.attributesOfItem(atPath: session)[.posixPermissions]
    #expect((mode as? NSNumber)?.intValue == 0o600)

    try tmux.sendKeys("q")
    #expect(try await tmux.waitForExit() == 0)
    let stty = try tmux.sttyReport()
    #expect(try tmux.isTTYInCookedMode(), "tty back in normal mode: \(stty)")
  }
}
