import CairnNavigation
import DimoDomain

/// The Setting tab's flow: the list under "설정", and every screen it opens pushed on this
/// tab's stack — 내 정보 변경 (nickname, password, logout, withdrawal), MBTI 변경, 공지사항,
/// 자주 묻는 질문, 1:1 문의, 캐릭터 요청하기 and the documents. A screen that finished its work
/// (a change saved, a request sent) pops itself; logout and withdrawal end the session through
/// the root flow, which shows the login.
@MainActor
public final class DimoSettingCoordinator: DimoTabCoordinator, SettingCoordinating,
  MyInfoCoordinating, EditNicknameCoordinating, EditPasswordCoordinating, EditMBTICoordinating,
  WithdrawCoordinating, NoticeListCoordinating, CharacterRequestCoordinating
{
  private var settings: any SettingsRepository { dependencies.settings }
  /// The screens that close themselves when done, by name: a pop could take another screen
  /// if the user went back meanwhile.
  private var closable: [String: ScreenID] = [:]
  /// The lists whose rows show a change's lock, told when a change is made.
  private weak var list: SettingViewModel?
  private weak var myInfo: MyInfoViewModel?

  /// Pushes the list.
  public override func start() {
    let viewModel = SettingViewModel(settings: settings)
    viewModel.coordinator = self
    list = viewModel
    router.push(viewModel, name: "Setting", title: DimoStrings.settingTitle)
  }

  /// Pushes the screen of a row of the list.
  public func open(_ item: SettingItem) {
    let title = DimoStrings.settingItem(item)
    switch item {
    case .myInfo:
      let viewModel = MyInfoViewModel(settings: settings)
      viewModel.coordinator = self
      myInfo = viewModel
      router.push(viewModel, name: "MyInfo", title: title)
    case .mbti:
      let viewModel = EditMBTIViewModel(settings: settings)
      viewModel.coordinator = self
      closable["EditMBTI"] = router.push(viewModel, name: "EditMBTI", title: title)
    case .notices:
      let viewModel = NoticeListViewModel(settings: settings)
      viewModel.coordinator = self
      router.push(viewModel, name: "NoticeList", title: title)
    case .faq:
      router.push(FAQViewModel(), name: "FAQ", title: title)
    case .inquiry:
      router.push(InquiryViewModel(settings: settings), name: "Inquiry", title: title)
    case .characterRequest:
      let viewModel = CharacterRequestViewModel(settings: settings)
      viewModel.coordinator = self
      closable["CharacterRequest"] = router.push(viewModel, name: "CharacterRequest", title: title)
    case .terms, .privacy, .licenses, .version:
      guard let document = DocumentViewModel.setting(item) else { return }
      router.push(document, name: "Document", title: title)
    }
  }

  /// Pushes a row's screen of 내 정보 변경, or logs out.
  public func open(_ item: MyInfoItem) {
    let title = DimoStrings.myInfoItem(item)
    switch item {
    case .nickname:
      let viewModel = EditNicknameViewModel(settings: settings)
      viewModel.coordinator = self
      closable["EditNickname"] = router.push(viewModel, name: "EditNickname", title: title)
    case .password:
      let viewModel = EditPasswordViewModel(settings: settings)
      viewModel.coordinator = self
      closable["EditPassword"] = router.push(viewModel, name: "EditPassword", title: title)
    case .logOut:
      sessionControl?.logOut()
    case .withdraw:
      let viewModel = WithdrawViewModel(settings: settings)
      viewModel.coordinator = self
      router.push(viewModel, name: "Withdraw", title: title)
    }
  }

  /// "닉네임을 변경할까요?" with "아니요" and "변경하기".
  public func confirmNicknameChange() async -> Bool {
    await router.presentDialog(
      .alert, title: DimoStrings.nicknameConfirmTitle,
      message: DimoStrings.nicknameConfirmMessage,
      actions: [
        DialogAction(DimoStrings.no, role: .cancel, value: false),
        DialogAction(DimoStrings.change, value: true),
      ]) ?? false
  }

  /// Back to 내 정보 변경, whose row now shows the lock.
  public func nicknameDidChange() {
    close("EditNickname")
    myInfo?.reload()
  }

  /// Back to 내 정보 변경.
  public func passwordDidChange() {
    close("EditPassword")
  }

  /// Back to the list, whose row now shows the lock.
  public func mbtiDidChange() {
    close("EditMBTI")
    list?.reload()
  }

  /// "정말 탈퇴하시나요?" with "취소" and "탈퇴하기".
  public func confirmWithdrawal() async -> Bool {
    await router.presentDialog(
      .alert, title: DimoStrings.withdrawAlertTitle, message: DimoStrings.withdrawAlertMessage,
      actions: [
        DialogAction(DimoStrings.cancel, role: .cancel, value: false),
        DialogAction(DimoStrings.withdraw, role: .destructive, value: true),
      ]) ?? false
  }

  /// The account is gone: the root flow forgets the session and shows the login.
  public func withdrawalDidFinish() {
    sessionControl?.accountWasWithdrawn()
  }

  /// Pushes one notice.
  public func showNotice(_ notice: Notice) {
    router.push(DocumentViewModel.notice(notice), name: "Notice", title: notice.title)
  }

  /// Back to the list.
  public func characterRequestDidFinish() {
    close("CharacterRequest")
  }

  private func close(_ name: String) {
    guard let screen = closable.removeValue(forKey: name) else { return }
    _ = router.remove(screen)
  }
}
