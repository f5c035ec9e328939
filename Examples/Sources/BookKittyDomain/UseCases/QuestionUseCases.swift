import Foundation

/// Reads the question history: pages newest first, live, or one question.
public struct FetchQuestionsUseCase: Sendable {
  private let repository: any QuestionRepository

  /// Creates the use case on a repository.
  public init(repository: any QuestionRepository) {
    self.repository = repository
  }

  /// One page of questions, newest first.
  public func execute(_ page: PageRequest) async throws(BookKittyError) -> [QuestionAnswer] {
    try await repository.questions(page)
  }

  /// One page of questions now and after every change.
  public func observe(_ page: PageRequest) -> AsyncThrowingStream<[QuestionAnswer], any Error> {
    repository.observeQuestions(page)
  }

  /// One question (`nil` once deleted) now and after every change.
  public func observe(id: UUID) -> AsyncThrowingStream<QuestionAnswer?, any Error> {
    repository.observeQuestion(id: id)
  }
}

/// Deletes a question from the history; its books stay.
public struct DeleteQuestionUseCase: Sendable {
  private let repository: any QuestionRepository

  /// Creates the use case on a repository.
  public init(repository: any QuestionRepository) {
    self.repository = repository
  }

  /// Deletes the question with this id and its links.
  public func execute(id: UUID) async throws(BookKittyError) {
    try await repository.deleteQuestion(id: id)
  }
}
