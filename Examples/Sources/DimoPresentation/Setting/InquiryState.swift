import CairnPresentation
import DimoDomain

/// What 1:1 문의 shows.
public struct InquiryState: Equatable, Sendable {
  /// What it is about (one must be chosen).
  public var category: InquiryCategory?
  /// The text, at most ``DimoRules/inquiryLength``'s upper bound.
  public var text = ""
  /// True while the inquiry is sent.
  public var isSending = false
  /// The caller's earlier inquiries, newest first.
  public var sent: Loadable<[Inquiry]> = .loading

  /// "{n}/1000".
  public var count: String {
    DimoStrings.characterCount(
      DimoRules.length(of: DimoRules.trimmed(text)), of: DimoRules.inquiryLength.upperBound)
  }

  /// True when "문의하기" may be pressed.
  public var isSendEnabled: Bool {
    category != nil && (try? DimoRules.validatedInquiry(text)) != nil && !isSending
  }
}
