import Foundation
import ProcessTestSupport
import Testing

/// Signs up in the DIMO app running in `tmux` (on LoginStart): the terms, the phone with the SMS
/// code read from `cairn-apps dimo codes`, the id, the password, `nickname` and ENFP; ends on
/// the tabs.
func signUp(
  in tmux: TmuxSession, launcher: URL, folder: URL, userID: String, nickname: String,
  phone: String
) async throws {
  let formatted = "\(phone.prefix(3))-\(phone.dropFirst(3).prefix(4))-\(phone.suffix(4))"
  try await tmux.waitFor(text: "DIMO 아이디로 로그인", timeout: .seconds(60))
  try await tmux.sendKeys("Down", "Enter")
  try await tmux.waitFor(text: "이용 약관에 동의해 주세요")
  // 전체 동의하기, then Shift-Tab wraps to the last row, "동의하고 계속하기".
  try await tmux.sendKeys("Enter", "BTab", "Enter")
  try await tmux.waitFor(text: "본인 인증해 주세요")
  try await tmux.type("홍길동")
  try await tmux.sendKeys("Tab", "Enter")
  try await tmux.waitFor(text: "통신사를 선택해 주세요")
  try await tmux.sendKeys("1")
  try await tmux.sendKeys("Tab")
  try await tmux.type(phone)
  try await tmux.waitFor(text: formatted)
  try await tmux.sendKeys("Tab", "Enter")
  // The toast lasts two seconds and a loaded machine may capture the screen later; the
  // countdown stays, so either one says the code was sent.
  try await tmux.waitUntil("the code sent: its toast or the 3:00 countdown") { screen in
    screen.contains("인증 번호를 발송했어요")
      || screen.range(of: "[0-3]:[0-5][0-9]", options: .regularExpression) != nil
  }

  let codes = try await Subprocess.run([
    launcher.path, "dimo", "codes", "--data-dir", folder.path, "--phone", formatted,
    "--last", "1",
  ])
  let digits = codes.output.split(whereSeparator: { !($0.isASCII && $0.isNumber) })
  let sixDigits = digits.last(where: { $0.count == 6 })
  let code = try #require(sixDigits, "a code in \(codes.output)")
  try await tmux.sendKeys("Tab")
  try await tmux.type(String(code))
  try await tmux.sendKeys("Tab", "Enter")
  try await tmux.waitFor(text: "아이디를 입력해주세요")
  try await tmux.type(userID)
  try await tmux.sendKeys("Tab", "Enter")
  try await tmux.waitFor(text: "사용 가능한 아이디입니다.")
  try await tmux.sendKeys("Tab", "Enter")
  try await tmux.waitFor(text: "비밀번호를 입력해 주세요")
  try await tmux.type("dimo123!")
  try await tmux.sendKeys("Tab")
  try await tmux.type("dimo123!")
  try await tmux.sendKeys("Tab", "Enter")
  try await tmux.waitFor(text: "닉네임을 입력해 주세요")
  try await tmux.type(nickname)
  try await tmux.waitFor(text: nickname)
  try await tmux.sendKeys("Tab", "Enter")
  try await tmux.waitFor(text: "당신의 MBTI는 무엇인가요?")
  try await pickMBTI("ENFP", showing: "● 인식형 P", in: tmux)
  try await tmux.waitFor(text: "회원가입을 완료했어요")
  try await tmux.sendKeys("Enter")
  try await tmux.waitFor(text: "마이모멘텀")
}

/// Setting › 내 정보 변경 › 로그아웃 in the DIMO app running in `tmux`, from any tab (no text
/// field focused); ends on LoginStart. The Setting list keeps its cursor (on "MBTI 변경" after
/// a change): Up reaches "내 정보 변경" from either row.
func logOut(in tmux: TmuxSession) async throws {
  try await tmux.sendKeys("4")
  try await tmux.waitFor(text: "내 정보 변경")
  try await tmux.sendKeys("Up", "Enter")
  try await tmux.waitFor(text: "회원탈퇴")
  try await tmux.sendKeys("Down", "Down", "Enter")
  try await tmux.waitFor(text: "DIMO 아이디로 로그인")
}

/// Logs in from LoginStart as `userID` with the sign-up's password; ends on the tabs.
func logIn(in tmux: TmuxSession, userID: String) async throws {
  try await tmux.sendKeys("Enter")
  try await tmux.waitFor(text: "DIMO가 처음이신가요?")
  try await tmux.type(userID)
  try await tmux.sendKeys("Tab")
  try await tmux.type("dimo123!")
  try await tmux.sendKeys("Enter", "Enter")
  try await tmux.waitFor(text: "마이모멘텀")
}
