import DimoDomain

/// What the sign-up screens gathered so far, kept by the auth flow until the account is created.
struct SignupDraft: Sendable {
  var acceptsPush = false
  var name = ""
  var agency = ""
  var phoneNumber = ""
  var userID = ""
  var password = ""
  var nickname = ""
  /// The type chosen last, kept when the sign-up goes back to a screen whose value was refused.
  var mbti: MBTI?

  /// The form for `mbti`.
  func form(mbti: MBTI) -> SignupForm {
    SignupForm(
      userID: userID, password: password, name: name, agency: agency, phoneNumber: phoneNumber,
      nickname: nickname, mbti: mbti, acceptsPush: acceptsPush)
  }
}
