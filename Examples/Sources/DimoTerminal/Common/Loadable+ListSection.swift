import CairnPresentation
import CairnTerminal

extension Loadable {
  /// This state as a list section titled `title`: its rows once loaded, else a spinner, the
  /// empty message, or the failure with `r` to retry.
  @MainActor
  func section<Row>(
    title: String, context: any TerminalContext, rows: (Value) -> [Row]
  ) -> ListSection<Row> {
    switch self {
    case .loading:
      ListSection(
        title: title,
        content: .loading(spinnerFrame: context.spinnerFrame, message: context.strings.loading))
    case .loaded(let value):
      ListSection(title: title, rows: rows(value), showsCount: false)
    case .empty(let message):
      ListSection(title: title, content: .empty(message.replacingOccurrences(of: "\n", with: " ")))
    case .failed(let failure):
      ListSection(
        title: title,
        content: .failed(
          message: failure.message.replacingOccurrences(of: "\n", with: " "),
          retry: failure.isRetryable ? KeyHint("r", context.strings.retry) : nil))
    }
  }
}
