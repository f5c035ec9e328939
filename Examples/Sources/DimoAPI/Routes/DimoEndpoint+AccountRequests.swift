import CairnNetworking

extension DimoEndpoint {
  /// Signs up.
  public static func requestSignup(_ request: RequestSignup) -> APIRequest<RespondSignup> {
    DimoEndpoint.signup(request).expecting(RespondSignup.self)
  }

  /// Sends an SMS code.
  public static func requestPhoneCheck(_ request: RequestPhoneCheck)
    -> APIRequest<RespondPhoneCheck>
  {
    DimoEndpoint.phoneCheck(request).expecting(RespondPhoneCheck.self)
  }

  /// Verifies an SMS code.
  public static func requestPhoneVerify(_ request: RequestPhoneVerify)
    -> APIRequest<RespondPhoneVerify>
  {
    DimoEndpoint.phoneVerify(request).expecting(RespondPhoneVerify.self)
  }

  /// Checks that a login id is free.
  public static func requestIDCheck(_ request: RequestIDCheck) -> APIRequest<RespondUserID> {
    DimoEndpoint.idCheck(request).expecting(RespondUserID.self)
  }

  /// Logs in.
  public static func requestLogin(_ request: RequestLogin) -> APIRequest<RespondLogin> {
    DimoEndpoint.login(request).expecting(RespondLogin.self)
  }

  /// Trades a refresh token for new tokens.
  public static func requestRefresh(_ request: RequestRefresh) -> APIRequest<RespondToken> {
    DimoEndpoint.refresh(request).expecting(RespondToken.self)
  }

  /// Finds a login id.
  public static func requestFindUserID(_ request: RequestFindUserID)
    -> APIRequest<RespondFindUserID>
  {
    DimoEndpoint.findUserID(request).expecting(RespondFindUserID.self)
  }

  /// Sends a one-time password.
  public static func requestFindPassword(_ request: RequestFindPassword)
    -> APIRequest<RespondUserID>
  {
    DimoEndpoint.findPassword(request).expecting(RespondUserID.self)
  }

  /// Logs out.
  public static func requestLogout() -> APIRequest<RespondMessage> {
    DimoEndpoint.logout.expecting(RespondMessage.self)
  }

  /// Withdraws the account.
  public static func requestWithdraw(_ request: RequestWithdraw) -> APIRequest<RespondMessage> {
    DimoEndpoint.withdraw(request).expecting(RespondMessage.self)
  }

  /// The account's settings.
  public static func requestUserInfo(_ request: RequestUser = RequestUser())
    -> APIRequest<RespondUserInfo>
  {
    DimoEndpoint.userInfo(request).expecting(RespondUserInfo.self)
  }

  /// Changes the password.
  public static func requestChangePassword(_ request: RequestChangePassword)
    -> APIRequest<RespondChangePassword>
  {
    DimoEndpoint.changePassword(request).expecting(RespondChangePassword.self)
  }

  /// Checks that a nickname is free.
  public static func requestConfirmNickname(_ request: RequestNicknameCheck)
    -> APIRequest<RespondMessage>
  {
    DimoEndpoint.confirmNickname(request).expecting(RespondMessage.self)
  }

  /// Asks whether the nickname may change now.
  public static func requestConfirmNicknameModify(_ request: RequestUser = RequestUser())
    -> APIRequest<RespondMessage>
  {
    DimoEndpoint.confirmNicknameModify(request).expecting(RespondMessage.self)
  }

  /// Changes the nickname.
  public static func requestChangeNickname(_ request: RequestChangeNickname)
    -> APIRequest<RespondNickname>
  {
    DimoEndpoint.changeNickname(request).expecting(RespondNickname.self)
  }

  /// Asks whether the MBTI may change now.
  public static func requestConfirmMBTIModify(_ request: RequestUser = RequestUser())
    -> APIRequest<RespondMessage>
  {
    DimoEndpoint.confirmMBTIModify(request).expecting(RespondMessage.self)
  }

  /// Changes the MBTI.
  public static func requestChangeMBTI(_ request: RequestChangeMBTI) -> APIRequest<RespondMBTI> {
    DimoEndpoint.changeMBTI(request).expecting(RespondMBTI.self)
  }

  /// Asks for a character to be added.
  public static func requestCharacterRequest(_ request: RequestCharacterRequest)
    -> APIRequest<RespondUserID>
  {
    DimoEndpoint.requestCharacter(request).expecting(RespondUserID.self)
  }

  /// The service's notices, newest first.
  public static func requestNotices(_ request: RequestUser = RequestUser())
    -> APIRequest<RespondNotices>
  {
    DimoEndpoint.notices(request).expecting(RespondNotices.self)
  }

  /// Sends a 1:1 inquiry.
  public static func requestSendInquiry(_ request: RequestInquiry) -> APIRequest<RespondInquiry> {
    DimoEndpoint.sendInquiry(request).expecting(RespondInquiry.self)
  }

  /// The caller's own inquiries, newest first.
  public static func requestInquiries(_ request: RequestUser = RequestUser())
    -> APIRequest<RespondInquiries>
  {
    DimoEndpoint.inquiries(request).expecting(RespondInquiries.self)
  }
}
