import CairnPresentation
import DimoDomain
import DimoPresentation

/// Collects the one-line messages of a screen.
@MainActor
final class ToastRecorder {
  private(set) var messages: [String] = []
  private var token: Subscription?

  init(_ toast: Signal<String>) {
    token = toast.observe { [weak self] in self?.messages.append($0) }
  }
}

/// 닉네임 변경's inputs and outputs.
@MainActor
final class EditNicknameBinding {
  let load = PublishRelay<Void>()
  let nickname = PublishRelay<String>()
  let change = PublishRelay<Void>()
  let output: EditNicknameViewModel.Output
  let toasts: ToastRecorder

  init(_ viewModel: EditNicknameViewModel) {
    output = viewModel.transform(
      .init(viewDidLoad: load.signal, nickname: nickname.signal, changeTapped: change.signal))
    toasts = ToastRecorder(output.toast)
    load.send()
  }

  var state: EditNicknameState { output.state.value }
}

/// 비밀번호 변경's inputs and outputs.
@MainActor
final class EditPasswordBinding {
  let load = PublishRelay<Void>()
  let current = PublishRelay<String>()
  let new = PublishRelay<String>()
  let again = PublishRelay<String>()
  let change = PublishRelay<Void>()
  let output: EditPasswordViewModel.Output
  let toasts: ToastRecorder

  init(_ viewModel: EditPasswordViewModel) {
    output = viewModel.transform(
      .init(
        viewDidLoad: load.signal, current: current.signal, new: new.signal, again: again.signal,
        changeTapped: change.signal))
    toasts = ToastRecorder(output.toast)
    load.send()
  }

  var state: EditPasswordState { output.state.value }

  /// Types the three fields.
  func type(current: String, new: String, again: String? = nil) {
    self.current.send(current)
    self.new.send(new)
    self.again.send(again ?? new)
  }
}

/// MBTI 변경's inputs and outputs.
@MainActor
final class EditMBTIBinding {
  let load = PublishRelay<Void>()
  let letter = PublishRelay<Character>()
  let unknown = PublishRelay<Void>()
  let change = PublishRelay<Void>()
  let output: EditMBTIViewModel.Output
  let toasts: ToastRecorder

  init(_ viewModel: EditMBTIViewModel) {
    output = viewModel.transform(
      .init(
        viewDidLoad: load.signal, letterChosen: letter.signal, unknownTapped: unknown.signal,
        changeTapped: change.signal))
    toasts = ToastRecorder(output.toast)
    load.send()
  }

  var state: EditMBTIState { output.state.value }

  /// Chooses the four letters of `mbti`.
  func choose(_ mbti: String) {
    for character in mbti { letter.send(character) }
  }
}

/// 회원탈퇴's inputs and outputs.
@MainActor
final class WithdrawBinding {
  let reason = PublishRelay<WithdrawReason>()
  let text = PublishRelay<String>()
  let withdraw = PublishRelay<Void>()
  let output: WithdrawViewModel.Output
  let toasts: ToastRecorder

  init(_ viewModel: WithdrawViewModel) {
    output = viewModel.transform(
      .init(reasonSelected: reason.signal, text: text.signal, withdrawTapped: withdraw.signal))
    toasts = ToastRecorder(output.toast)
  }

  var state: WithdrawState { output.state.value }
}

/// 캐릭터 요청하기's inputs and outputs.
@MainActor
final class CharacterRequestBinding {
  let category = PublishRelay<RequestCategory>()
  let title = PublishRelay<String>()
  let name = PublishRelay<String>()
  let request = PublishRelay<Void>()
  let output: CharacterRequestViewModel.Output
  let toasts: ToastRecorder

  init(_ viewModel: CharacterRequestViewModel) {
    output = viewModel.transform(
      .init(
        categorySelected: category.signal, title: title.signal, name: name.signal,
        requestTapped: request.signal))
    toasts = ToastRecorder(output.toast)
  }
}

/// 1:1 문의's inputs and outputs.
@MainActor
final class InquiryBinding {
  let load = PublishRelay<Void>()
  let category = PublishRelay<InquiryCategory>()
  let text = PublishRelay<String>()
  let send = PublishRelay<Void>()
  let output: InquiryViewModel.Output
  let toasts: ToastRecorder

  init(_ viewModel: InquiryViewModel) {
    output = viewModel.transform(
      .init(
        viewDidLoad: load.signal, categorySelected: category.signal, text: text.signal,
        sendTapped: send.signal))
    toasts = ToastRecorder(output.toast)
    load.send()
  }

  var state: InquiryState { output.state.value }
}
