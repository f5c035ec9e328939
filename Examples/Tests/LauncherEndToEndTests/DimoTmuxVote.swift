import ProcessTestSupport

/// In the DIMO app running in `tmux` (on any tab, no text field focused): opens the Vote tab's
/// Search, finds "귀멸의 칼날" by its title, votes ENFJ on its first character in Dig, checks
/// the result, the character marked voted and both recent lists, and ends on Vote home.
func searchAWorkAndVoteENFJ(in tmux: TmuxSession) async throws {
  // Vote home, then Search (the second card).
  try await tmux.sendKeys("2")
  try await tmux.waitFor(text: "Dig me!  MBTI를 투표해 주세요")
  try await tmux.sendKeys("Down", "Enter")
  try await tmux.waitFor(text: "작품명 / 캐릭터명을 입력해 주세요")
  try await tmux.waitFor(text: "최근 검색어가 없어요")

  // A work by its title: its cast; Tab twice to the list, Enter opens Dig.
  try await tmux.type("귀멸")
  try await tmux.sendKeys("Enter")
  try await tmux.waitFor(text: "귀멸의 칼날")
  try await tmux.sendKeys("Tab", "Tab", "Enter")
  try await tmux.waitFor(text: "외향형 E")
  try await pickMBTI("ENFJ", showing: "● 판단형 J", in: tmux)

  // The result: its bars and sentences.
  try await tmux.waitFor(text: "투표 결과")
  try await tmux.waitFor(text: "%가 ENFJ를 골랐어요")
  try await tmux.waitFor(text: "같은 작품 속 캐릭터 투표하기")

  // Back to the results (the character now voted), then the field cleared: the lists.
  try await tmux.sendKeys("Escape")
  try await tmux.waitFor(text: "✓ 투표 완료")
  try await tmux.sendKeys("BTab", "BTab", "BSpace", "BSpace")
  try await tmux.waitFor(text: "귀멸  ×")
  try await tmux.waitFor(text: "최근 본 캐릭터")
  try await tmux.waitFor(text: "전체삭제")
  // The search field takes digits as text: back to Vote home before choosing a tab.
  try await tmux.sendKeys("Escape")
  try await tmux.waitFor(text: "지금 핫한 캐릭터")
}
