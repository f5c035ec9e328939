import BookKittyDomain
import BookKittyPresentation
import CairnTerminal

/// What a cover that is not drawn as a picture says of itself: its size once loaded, or why
/// there is no picture — in full, and in a word for the small covers of the history.
enum CoverStatus: Equatable {
  /// Loaded: "96×140 · 1.2KB" (on a terminal without colours, or in too small a place).
  case loaded(CoverImage)
  /// Still loading: "표지 불러오는 중…".
  case loading
  /// The load failed: "표지를 불러오지 못했어요".
  case failed
  /// The book has no cover: "표지 없음".
  case missing
  /// Loaded, but the bytes are not a PNG the terminal can draw: "표지 그림을 읽지 못했어요".
  case unreadable

  /// The full text.
  var text: String {
    switch self {
    case .loaded(let image):
      BookKittyStrings.coverSize(width: image.width, height: image.height, bytes: image.data.count)
    case .loading: BookKittyStrings.coverLoading
    case .failed: BookKittyStrings.coverFailed
    case .missing: BookKittyStrings.coverMissing
    case .unreadable: BookKittyStrings.coverUnreadable
    }
  }

  /// The text in a word, for a place too small for ``text``.
  var shortText: String {
    switch self {
    case .loaded: text
    case .loading: BookKittyStrings.coverLoadingShort
    case .failed, .unreadable: BookKittyStrings.coverFailedShort
    case .missing: BookKittyStrings.coverMissingShort
    }
  }

  /// The failures are red; the rest dim.
  var style: Style {
    switch self {
    case .failed, .unreadable: .danger
    case .loaded, .loading, .missing: .secondary
    }
  }
}
