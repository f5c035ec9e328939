import Foundation

/// What the result screen shows once the answer is saved.
public struct QuestionResultContent: Hashable, Sendable {
  /// The saved question's id.
  public let id: UUID
  /// The recommended books, owned first, with their tags.
  public let books: [BookCard]
  /// The reason text, under "추천해요".
  public let reason: String
}

/// The result screen's state: the pipeline running (with its step), the answer, or a failure
/// (shown in a popup by the coordinator; the screen keeps showing the question).
public enum QuestionResultState: Hashable, Sendable {
  /// Running: the step's text, such as "추천 도서 검증 중 2/3".
  case loading(step: String)
  /// The saved answer.
  case loaded(QuestionResultContent)
  /// It failed: the popup's title and body.
  case failed(title: String, body: String)

  /// The answer, when there is one.
  public var content: QuestionResultContent? {
    if case .loaded(let content) = self { return content }
    return nil
  }
}
