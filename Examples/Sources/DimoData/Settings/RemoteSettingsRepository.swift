import CairnNetworking
import DimoAPI
import DimoDomain
import Foundation

/// The Setting tab on the DIMO server: `user_info/…`, `admin/request_character`, `drop`,
/// `notice` and `inquiry`.
public struct RemoteSettingsRepository: SettingsRepository {
  private let service: DataTransferService

  /// Creates the repository on a service whose base URL ends in `/dimo/`.
  public init(service: DataTransferService) {
    self.service = service
  }

  /// `GET user_info`.
  public func fetchAccount() async throws(DimoFailure) -> AccountSettings {
    let info = try await send(DimoEndpoint.requestUserInfo(), through: service)
    let mbti: MBTI?
    if let text = info.mbti {
      guard let value = MBTI(text) else { throw .damagedAnswer("mbti: \(text)") }
      mbti = value
    } else {
      mbti = nil
    }
    return AccountSettings(
      userID: info.userID, nickname: info.nickname, mbti: mbti,
      nicknameChangedAt: try Self.optionalDate(info.updatedAtNickname, "updated_at_nickname"),
      mbtiChangedAt: try Self.optionalDate(info.updatedAtMBTI, "updated_at_mbti"),
      isSocial: info.snsType != "none")
  }

  /// `GET user_info/confirm_nickname_modify`: a 403 is the refusal with its sentence.
  public func checkNicknameChange() async throws(DimoFailure) -> ChangeAllowance {
    try await allowance(DimoEndpoint.requestConfirmNicknameModify())
  }

  /// `GET user_info/confirm_nickname`: a 409 means taken.
  public func checkNickname(_ nickname: String) async throws(DimoFailure) -> NicknameAvailability {
    do throws(DimoFailure) {
      _ = try await send(
        DimoEndpoint.requestConfirmNickname(RequestNicknameCheck(nickname: nickname)),
        through: service)
      return .available
    } catch .refused(409, _) {
      return .taken
    }
  }

  /// `POST user_info/change_nickname`.
  public func changeNickname(_ nickname: String) async throws(DimoFailure) {
    _ = try await send(
      DimoEndpoint.requestChangeNickname(RequestChangeNickname(nickname: nickname)),
      through: service)
  }

  /// `POST user_info/change_pw`.
  public func changePassword(current: String, new: String) async throws(DimoFailure) {
    _ = try await send(
      DimoEndpoint.requestChangePassword(
        RequestChangePassword(password: current, newPassword: new)),
      through: service)
  }

  /// `GET user_info/confirm_mbti_modify`: a 403 is the refusal with its sentence.
  public func checkMBTIChange() async throws(DimoFailure) -> ChangeAllowance {
    try await allowance(DimoEndpoint.requestConfirmMBTIModify())
  }

  /// `POST user_info/change_mbti`.
  public func changeMBTI(_ mbti: MBTI) async throws(DimoFailure) {
    _ = try await send(
      DimoEndpoint.requestChangeMBTI(RequestChangeMBTI(mbti: mbti.description)), through: service)
  }

  /// `POST admin/request_character`.
  public func requestCharacter(category: RequestCategory, title: String, characterName: String)
    async throws(DimoFailure)
  {
    _ = try await send(
      DimoEndpoint.requestCharacterRequest(
        RequestCharacterRequest(
          category: category.rawValue, title: title, characterName: characterName)),
      through: service)
  }

  /// `POST inquiry`.
  public func sendInquiry(category: InquiryCategory, text: String) async throws(DimoFailure) {
    _ = try await send(
      DimoEndpoint.requestSendInquiry(RequestInquiry(category: category.rawValue, content: text)),
      through: service)
  }

  /// `GET inquiry`; a row the app cannot read is an error, never skipped.
  public func fetchInquiries() async throws(DimoFailure) -> [Inquiry] {
    let answer = try await send(DimoEndpoint.requestInquiries(), through: service)
    return try answer.inquiries.map { row throws(DimoFailure) in
      guard let category = InquiryCategory(rawValue: row.category) else {
        throw .damagedAnswer("inquiry \(row.inquiryID): category \(row.category)")
      }
      return Inquiry(
        id: row.inquiryID, category: category, text: row.content,
        sentAt: try Self.date(row.createdAt, "inquiry \(row.inquiryID)"))
    }
  }

  /// `GET notice`.
  public func fetchNotices() async throws(DimoFailure) -> [Notice] {
    let answer = try await send(DimoEndpoint.requestNotices(), through: service)
    return try answer.notices.map { row throws(DimoFailure) in
      Notice(
        id: row.noticeID, title: row.title, body: row.content,
        postedAt: try Self.date(row.createdAt, "notice \(row.noticeID)"))
    }
  }

  /// `POST drop`.
  public func withdraw(reason: String) async throws(DimoFailure) {
    _ = try await send(
      DimoEndpoint.requestWithdraw(RequestWithdraw(dropReason: reason)), through: service)
  }

  private func allowance(_ request: APIRequest<RespondMessage>) async throws(DimoFailure)
    -> ChangeAllowance
  {
    do throws(DimoFailure) {
      _ = try await send(request, through: service)
      return .allowed
    } catch .refused(403, let message) {
      return .refused(message)
    }
  }

  private static func optionalDate(_ text: String?, _ field: String) throws(DimoFailure) -> Date? {
    guard let text else { return nil }
    return try date(text, field)
  }

  private static func date(_ text: String, _ field: String) throws(DimoFailure) -> Date {
    guard let date = try? Date.ISO8601FormatStyle().parse(text) else {
      throw .damagedAnswer("\(field): \(text) is not an ISO 8601 date")
    }
    return date
  }
}
