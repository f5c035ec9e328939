/// A review being written or edited: its text and spoiler flag, checked by ``DimoRules``.
public struct ReviewDraft: Hashable, Sendable {
  /// The text as typed.
  public var text: String
  /// 스포일러 포함.
  public var isSpoiler: Bool

  /// Creates a draft.
  public init(text: String = "", isSpoiler: Bool = false) {
    self.text = text
    self.isSpoiler = isSpoiler
  }

  /// True when the text may be sent: more than 2 characters once trimmed, at most 500.
  public var isSendable: Bool {
    (try? DimoRules.validatedReview(text)) != nil
  }
}
