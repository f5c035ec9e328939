import BookKittyPresentation
import CairnPresentation
import CairnTerminal

/// The sections of a paged list: its rows, then "더 불러오는 중…" while the next page loads.
enum ListSections {
  /// Sections for `state` (an empty or loading state draws no rows), with the chrome's
  /// `context.strings.loading` while the first page loads.
  @MainActor
  static func make<Row: Identifiable & Hashable & Sendable>(
    _ state: Loadable<PagedRows<Row>>, context: any TerminalContext
  ) -> [ListSection<Row>] {
    let spinnerFrame = context.spinnerFrame
    switch state {
    case .loading:
      return [
        ListSection(
          title: "",
          content: .loading(spinnerFrame: spinnerFrame, message: context.strings.loading))
      ]
    case .failed(let failure):
      return [
        ListSection(
          title: "",
          content: .failed(
            message: failure.message, retry: KeyHint("r", BookKittyStrings.keyRetry)))
      ]
    case .empty:
      return []
    case .loaded(let paged):
      var sections = [ListSection(title: "", rows: paged.rows, showsCount: false)]
      if paged.isLoadingMore {
        sections.append(
          ListSection(
            title: "",
            content: .loading(spinnerFrame: spinnerFrame, message: BookKittyStrings.loadingMore)))
      }
      return sections
    }
  }
}
