import CairnPresentation
import DimoPresentation

/// DimoLogin's inputs and outputs.
@MainActor
final class LoginBinding {
  let userID = PublishRelay<String>()
  let password = PublishRelay<String>()
  let login = PublishRelay<Void>()
  let findUserID = PublishRelay<Void>()
  let findPassword = PublishRelay<Void>()
  let signUp = PublishRelay<Void>()
  let output: DimoLoginViewModel.Output
  private(set) var toasts: [String] = []
  private var token: Subscription?

  init(_ viewModel: DimoLoginViewModel) {
    output = viewModel.transform(
      .init(
        userID: userID.signal, password: password.signal, loginTapped: login.signal,
        findUserIDTapped: findUserID.signal, findPasswordTapped: findPassword.signal,
        signUpTapped: signUp.signal))
    token = output.toast.observe { [weak self] in self?.toasts.append($0) }
  }

  /// Types both fields and presses "로그인".
  func logIn(_ id: String, _ secret: String) {
    userID.send(id)
    password.send(secret)
    login.send()
  }
}

/// SignupIdentification's or FindID's inputs and outputs.
@MainActor
final class IdentificationBinding {
  let name = PublishRelay<String>()
  let userID = PublishRelay<String>()
  let agency = PublishRelay<Void>()
  let phone = PublishRelay<String>()
  let request = PublishRelay<Void>()
  let code = PublishRelay<String>()
  let next = PublishRelay<Void>()
  let output: IdentificationViewModel.Output
  private(set) var toasts: [String] = []
  private var token: Subscription?

  init(_ viewModel: IdentificationViewModel) {
    output = viewModel.transform(
      .init(
        name: name.signal, userID: userID.signal, agencyTapped: agency.signal,
        phoneNumber: phone.signal, requestCodeTapped: request.signal, code: code.signal,
        nextTapped: next.signal))
    token = output.toast.observe { [weak self] in self?.toasts.append($0) }
  }

  var state: IdentificationState { output.state.value }
}

/// IDRegister's inputs and outputs.
@MainActor
final class IDRegisterBinding {
  let userID = PublishRelay<String>()
  let check = PublishRelay<Void>()
  let next = PublishRelay<Void>()
  let output: IDRegisterViewModel.Output

  init(_ viewModel: IDRegisterViewModel) {
    output = viewModel.transform(
      .init(userID: userID.signal, checkTapped: check.signal, nextTapped: next.signal))
  }
}
