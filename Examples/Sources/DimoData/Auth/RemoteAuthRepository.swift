import CairnNetworking
import DimoAPI
import DimoDomain
import Foundation

/// The auth flow's requests to the DIMO server; a login or signup starts the ``DimoSession``.
public struct RemoteAuthRepository: AuthRepository {
  private let session: DimoSession
  private var service: DataTransferService { session.service }

  /// A repository sending through `session`'s service.
  public init(session: DimoSession) {
    self.session = session
  }

  /// Logs in and keeps the tokens.
  public func logIn(userID: String, password: String) async throws(AuthFailure) {
    let answer = try await send(
      DimoEndpoint.requestLogin(RequestLogin(userID: userID, password: password)))
    try await session.start(SessionTokens(access: answer.accessToken, refresh: answer.refreshToken))
  }

  /// Sends a code.
  public func requestCode(phoneNumber: String) async throws(AuthFailure) {
    _ = try await send(
      DimoEndpoint.requestPhoneCheck(RequestPhoneCheck(phoneNumber: phoneNumber)))
  }

  /// Verifies a code.
  public func verifyCode(phoneNumber: String, code: String) async throws(AuthFailure) {
    _ = try await send(
      DimoEndpoint.requestPhoneVerify(RequestPhoneVerify(phoneNumber: phoneNumber, smsCode: code)))
  }

  /// Whether the id is free: 409 means taken.
  public func isUserIDAvailable(_ userID: String) async throws(AuthFailure) -> Bool {
    do {
      _ = try await send(DimoEndpoint.requestIDCheck(RequestIDCheck(userID: userID)))
      return true
    } catch .userIDTaken {
      return false
    }
  }

  /// Signs up and keeps the tokens.
  public func signUp(_ form: SignupForm) async throws(AuthFailure) {
    let answer = try await send(
      DimoEndpoint.requestSignup(
        RequestSignup(
          userID: form.userID, password: form.password, name: form.name, agency: form.agency,
          phoneNumber: form.phoneNumber, nickname: form.nickname, mbti: form.mbti.description,
          pushCheck: form.acceptsPush ? 1 : 0)))
    try await session.start(SessionTokens(access: answer.accessToken, refresh: answer.refreshToken))
  }

  /// Finds a login id.
  public func findUserID(_ query: FindUserIDQuery) async throws(AuthFailure) -> FoundAccount {
    let answer = try await send(
      DimoEndpoint.requestFindUserID(
        RequestFindUserID(
          name: query.name, agency: query.agency, phoneNumber: query.phoneNumber,
          verificationCode: query.code)))
    return FoundAccount(userID: answer.userID, name: answer.name)
  }

  /// Sends a one-time password, given the code sent to the number.
  public func sendTemporaryPassword(userID: String, phoneNumber: String, code: String)
    async throws(AuthFailure)
  {
    _ = try await send(
      DimoEndpoint.requestFindPassword(
        RequestFindPassword(userID: userID, phoneNumber: phoneNumber, verificationCode: code)))
  }

  private func send<Response: Sendable>(_ request: APIRequest<Response>) async throws(AuthFailure)
    -> Response
  {
    do {
      return try await service.request(request)
    } catch {
      throw AuthFailure(error)
    }
  }
}
