import CairnNavigation
import DimoDomain

// The sign-up: TermsOfUse → SignupIdentification → IDRegister → Password → NickName → JoinMbti
// (the account is created) → JoinComplete.
extension DimoAuthCoordinator: TermsCoordinating, IdentificationCoordinating,
  IDRegisterCoordinating, PasswordCoordinating, NicknameCoordinating, JoinMbtiCoordinating
{
  /// Starts the sign-up (TermsOfUse).
  public func showTerms() {
    draft = SignupDraft()
    let viewModel = TermsViewModel()
    viewModel.coordinator = self
    router.push(viewModel, title: DimoStrings.signUp)
  }

  /// TermsOfUse → SignupIdentification.
  public func termsDidAgree(acceptsPush: Bool) {
    draft.acceptsPush = acceptsPush
    let viewModel = IdentificationViewModel(purpose: .signUp, dependencies: dependencies)
    viewModel.coordinator = self
    router.push(viewModel, name: "SignupIdentification", title: DimoStrings.signUp)
  }

  /// TermsOfUse → a term's text, pushed; back returns to the items as they were.
  public func showTerm(_ document: DocumentViewModel) {
    router.push(document, name: "TermDocument", title: document.title)
  }

  /// The carrier picker, as an action sheet.
  public func chooseAgency() async -> String? {
    await router.presentDialog(
      .actionSheet, title: DimoStrings.agencyPickerTitle,
      actions: DimoRules.agencies.map { DialogAction($0, value: Optional($0)) }
        + [DialogAction(DimoStrings.cancelChoice, role: .cancel, value: nil)]) ?? nil
  }

  /// SignupIdentification → IDRegister.
  public func identificationDidVerify(name: String, agency: String, phoneNumber: String) {
    draft.name = name
    draft.agency = agency
    draft.phoneNumber = phoneNumber
    let viewModel = IDRegisterViewModel(dependencies: dependencies)
    viewModel.coordinator = self
    router.push(viewModel, title: DimoStrings.signUp)
  }

  /// IDRegister → Password.
  public func userIDDidRegister(_ userID: String) {
    draft.userID = userID
    let viewModel = PasswordViewModel()
    viewModel.coordinator = self
    router.push(viewModel, title: DimoStrings.signUp)
  }

  /// Password → NickName.
  public func passwordDidSet(_ password: String) {
    draft.password = password
    let viewModel = NicknameViewModel()
    viewModel.coordinator = self
    router.push(viewModel, title: DimoStrings.signUp)
  }

  /// NickName → JoinMbti.
  public func nicknameDidSet(_ nickname: String) {
    draft.nickname = nickname
    let viewModel = JoinMbtiViewModel(chosen: draft.mbti)
    viewModel.coordinator = self
    router.push(viewModel, title: DimoStrings.signUp)
  }

  /// Creates the account: JoinComplete replaces the sign-up screens; a taken id or nickname
  /// goes back to its screen, which says so.
  public func signUp(mbti: MBTI) async -> AuthFailure? {
    draft.mbti = mbti
    do throws(AuthFailure) {
      try await dependencies.auth.signUp(draft.form(mbti: mbti))
    } catch .nicknameTaken {
      return back(to: NicknameViewModel.self) { $0.nicknameWasTaken() }
    } catch .userIDTaken {
      return back(to: IDRegisterViewModel.self) { $0.userIDWasTaken() }
    } catch {
      return error
    }
    let viewModel = AuthMessageViewModel(
      message: DimoStrings.joinComplete, buttons: [(DimoStrings.startDIMO, .startDIMO)])
    viewModel.coordinator = self
    _ = router.replaceStack(
      with: [ScreenContent(viewModel, name: "JoinComplete", title: DimoStrings.signUp)])
    return nil
  }

  /// Pops back to the screen showing a `Content`, and tells it what was refused.
  private func back<Content: AnyObject>(to type: Content.Type, _ tell: (Content) -> Void)
    -> AuthFailure?
  {
    guard
      let screen = router.stack.last(where: { navigator.content(of: $0.id, as: type) != nil }),
      let content = navigator.content(of: screen.id, as: type)
    else { return .rejected(DimoStrings.temporaryError) }
    router.pop(to: screen.id)
    tell(content)
    return nil
  }
}
