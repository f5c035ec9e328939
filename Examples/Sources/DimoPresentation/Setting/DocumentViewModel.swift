import CairnPresentation
import DimoDomain

/// A document to read and scroll: 서비스 이용약관, 개인정보 처리방침, 버전 정보, one notice, or
/// the open-source licenses; a list of paragraphs under a title.
@MainActor
public final class DocumentViewModel: ViewModel {
  /// Nothing: a document only scrolls, which the front end does.
  public struct Input {
    /// Creates the input.
    public init() {}
  }

  /// What the screen shows.
  public struct Output {
    /// The paragraphs, in order ("\n" breaks a line inside one).
    public var paragraphs: [String]
  }

  /// The screen's title.
  public let title: String
  /// The paragraphs.
  public let paragraphs: [String]

  /// A document of `paragraphs` titled `title`.
  public init(title: String, paragraphs: [String]) {
    self.title = title
    self.paragraphs = paragraphs
  }

  /// What the screen shows.
  public func transform(_ input: Input) -> Output {
    Output(paragraphs: paragraphs)
  }
}

extension DocumentViewModel {
  /// One of the documents of the Setting list (terms, privacy, licenses, version).
  static func setting(_ item: SettingItem) -> DocumentViewModel? {
    let title = DimoStrings.settingItem(item)
    switch item {
    case .terms: return DocumentViewModel(title: title, paragraphs: DimoStrings.termsOfService)
    case .privacy: return DocumentViewModel(title: title, paragraphs: DimoStrings.privacyPolicy)
    case .version:
      return DocumentViewModel(
        title: title, paragraphs: DimoStrings.versionLines(AppVersionInfo.current))
    case .licenses:
      switch OpenSourceLicense.bundled() {
      case .success(let licenses):
        return DocumentViewModel(
          title: title,
          paragraphs: [DimoStrings.licensesIntro(count: licenses.count)]
            + licenses.map(\.paragraph))
      case .failure(let error):
        return DocumentViewModel(
          title: title, paragraphs: [DimoStrings.licensesUnavailable, "\(error)"])
      }
    default: return nil
    }
  }

  /// One notice: its date, then its text.
  static func notice(_ notice: Notice) -> DocumentViewModel {
    DocumentViewModel(
      title: notice.title, paragraphs: [DimoStrings.noticeDate(notice), notice.body])
  }
}
