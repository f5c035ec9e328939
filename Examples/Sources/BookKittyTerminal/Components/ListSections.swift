import BookKittyPresentation
import CairnPresentation
import CairnTerminal

/// The sections of a paged list: its rows, then "더 불러오는 중…" while the next page loads.
enum ListSections {
  /// Sections for `state` (an empty or loading state draws no rows).
  static func make<Row: Identifiable & Hashable & Sendable>(
    _ state: Loadable<PagedRows<Row>>, spinnerFrame: String
  ) -> [ListSection<Row>] {
    switch state {
    case .loading:
      return [ListSection(title: "", content: .loading(spinnerFrame: spinnerFrame))]
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
        sections.append(ListSection(title: "", content: .loading(spinnerFrame: spinnerFrame)))
      }
      return sections
    }
  }
}
