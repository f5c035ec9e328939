/// In one of the DIMO app's MBTI pickers (sign-up, Dig, MBTI 변경) running in `tmux`: presses
/// `letters` one key each, waits until `lastChoice` (e.g. "● 판단형 J") shows them taken, then
/// goes down the nine rows from the first choice to the screen's button and presses it.
func pickMBTI(_ letters: String, showing lastChoice: String, in tmux: TmuxSession) async throws {
  try await tmux.sendKeys(letters.lowercased().map(String.init))
  try await tmux.waitFor(text: lastChoice)
  try await tmux.sendKeys(Array(repeating: "Down", count: 9) + ["Enter"])
}
