/// The Setting tab's account operations and the service center, on the server.
public protocol SettingsRepository: Sendable {
  /// The caller's account: names, MBTI, last changes, social or not.
  func fetchAccount() async throws(DimoFailure) -> AccountSettings
  /// Whether the nickname may change now (once in ``DimoRules/changeInterval``).
  func checkNicknameChange() async throws(DimoFailure) -> ChangeAllowance
  /// Whether `nickname` is free.
  func checkNickname(_ nickname: String) async throws(DimoFailure) -> NicknameAvailability
  /// Changes the nickname; the server enforces the rule, uniqueness and the 30 days.
  func changeNickname(_ nickname: String) async throws(DimoFailure)
  /// Changes the password: `current` must be right, `new` must follow the rule and differ.
  func changePassword(current: String, new: String) async throws(DimoFailure)
  /// Whether the MBTI may change now (once in ``DimoRules/changeInterval``).
  func checkMBTIChange() async throws(DimoFailure) -> ChangeAllowance
  /// Changes the MBTI to a different one.
  func changeMBTI(_ mbti: MBTI) async throws(DimoFailure)
  /// Asks for a character to be added.
  func requestCharacter(category: RequestCategory, title: String, characterName: String)
    async throws(DimoFailure)
  /// Sends a 1:1 inquiry, which the server stores.
  func sendInquiry(category: InquiryCategory, text: String) async throws(DimoFailure)
  /// The caller's own inquiries, newest first.
  func fetchInquiries() async throws(DimoFailure) -> [Inquiry]
  /// The service's notices, newest first.
  func fetchNotices() async throws(DimoFailure) -> [Notice]
  /// Withdraws the account with `reason` (at most ``DimoRules/dropReasonLength``).
  func withdraw(reason: String) async throws(DimoFailure)
}
