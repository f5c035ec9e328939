import CairnPresentation
import CairnTerminal
import DimoPresentation

extension FormRow {
  /// `text` wrapped to `width` as text rows.
  static func wrapped(_ text: String, width: Int, _ style: Style = .normal) -> [FormRow] {
    SettingLine.wrapped(text, width: width, style).map { .text($0.text, $0.style) }
  }

  /// The rows of a load that is not done: a spinner, or the failure with `r` to retry.
  @MainActor
  static func loading<Value>(_ state: Loadable<Value>, context: any TerminalContext, width: Int)
    -> [FormRow]?
  {
    switch state {
    case .loading: [.text("\(context.spinnerFrame) \(context.strings.loading)", .secondary)]
    case .failed(let failure):
      wrapped(failure.message, width: width, .danger)
        + (failure.isRetryable ? [.text("r: \(DimoStrings.keyRetry)", .secondary)] : [])
    case .empty(let message): [.text(message, .secondary)]
    case .loaded: nil
    }
  }
}
