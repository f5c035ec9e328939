import BookKittyDomain
import Foundation

/// What the BookKitty flows need from outside, handed from the composition root down the
/// coordinators, which build use cases and view models from it (the original's injection: no
/// view model builds its own collaborators; see Docs/Origins.md).
public struct BookKittyDependencies: Sendable {
  /// The user's books.
  public var books: any BookRepository
  /// The question history.
  public var questions: any QuestionRepository
  /// The book search.
  public var search: any BookSearchRepository
  /// Cover images.
  public var covers: any CoverRepository
  /// The recommendation pipeline.
  public var recommender: any BookRecommender
  /// The current time; tests inject a clock.
  public var now: @Sendable () -> Date
  /// The calendar dates are shown in.
  public var calendar: Calendar

  /// Creates the container.
  public init(
    books: any BookRepository, questions: any QuestionRepository,
    search: any BookSearchRepository, covers: any CoverRepository,
    recommender: any BookRecommender, now: @escaping @Sendable () -> Date = { Date() },
    calendar: Calendar = .current
  ) {
    self.books = books
    self.questions = questions
    self.search = search
    self.covers = covers
    self.recommender = recommender
    self.now = now
    self.calendar = calendar
  }
}
