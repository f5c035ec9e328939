import BookKittyDomain
import CairnNetworking

/// The recommendation pipeline of the original's BookRecommendationKit, step by step, with its
/// faults fixed:
///
/// 1. the model proposes 0–3 owned books and 1–3 new ones (``ModelPicks``); an owned pick is
///    kept only when it is exactly the label of an owned book;
/// 2. each new pick is checked against the book search, in turn (see
///    ``validate(_:question:excluded:)``): kept when a result matches it, dropped when the
///    search finds nothing at all, otherwise replaced by the model, three checks at most, then
///    the best-scored result;
/// 3. the model writes the reason text for the books kept, named in the order of the answer's
///    cards (``inAnswerOrder(_:owned:)``).
///
/// Every failure is thrown as a ``BookKittyError`` (the original swallowed some and hung the
/// loading screen); nothing is stored here — the caller saves a finished recommendation. A
/// request sent again by a ``RetryInterceptor`` is told to `progress` as
/// ``RecommendationStep/retrying(attempt:maxAttempts:cause:)``, so that a slow model is not a
/// silent spinner.
public struct RecommendationPipeline: BookRecommender {
  let model: any RecommendationModel
  let search: any BookSearchRepository
  let configuration: PipelineConfiguration

  /// Creates the pipeline on a model and a book search.
  public init(
    model: any RecommendationModel, search: any BookSearchRepository,
    configuration: PipelineConfiguration = PipelineConfiguration()
  ) {
    self.model = model
    self.search = search
    self.configuration = configuration
  }

  /// Runs the three steps for `question`.
  public func recommend(
    question: String, ownedBooks: [Book],
    progress: @escaping @Sendable (RecommendationStep) -> Void
  ) async throws(BookKittyError) -> Recommendation {
    let tellRetry: @Sendable (RetryNotice) -> Void = { progress(RecommendationStep($0)) }
    return try await RetryInterceptor.observingRetries(tellRetry) {
      () async throws(BookKittyError) -> Recommendation in
      try await runSteps(question: question, ownedBooks: ownedBooks, progress: progress)
    }
  }

  /// The three steps, whose retries ``recommend(question:ownedBooks:progress:)`` observes.
  private func runSteps(
    question: String, ownedBooks: [Book],
    progress: @escaping @Sendable (RecommendationStep) -> Void
  ) async throws(BookKittyError) -> Recommendation {
    progress(.choosingBooks)
    let ownedLabels = ownedBooks.map { (label: BookLabel($0.info), isbn: $0.isbn) }
    let reply = try await model.requestRecommendation(
      question: question, ownedBooks: ownedLabels.map(\.label))
    let picks = try ModelPicks(parsing: reply)
    var owned: [(label: BookLabel, isbn: ISBN)] = []
    for pick in picks.recommendationOwned.prefix(RecommendationRules.maxOwnedPicks) {
      let text = BookLabel.unquoted(pick)
      if let match = ownedLabels.first(where: { $0.label.text == text }),
        !owned.contains(where: { $0.isbn == match.isbn })
      {
        owned.append(match)
      }
    }
    let newPicks = try picks.recommendationNew.prefix(RecommendationRules.maxNewPicks).map {
      pick throws(BookKittyError) in try BookLabel(parsing: pick)
    }
    var excluded = newPicks.map(\.title)
    var validated: [BookInfo] = []
    for (index, pick) in newPicks.enumerated() {
      try checkCancellation()
      progress(.validating(index: index + 1, count: newPicks.count))
      guard let book = try await validate(pick, question: question, excluded: excluded) else {
        continue
      }
      if !validated.contains(where: { $0.isbn == book.isbn }) {
        validated.append(book)
        excluded.append(book.title)
      }
    }
    guard !owned.isEmpty || !validated.isEmpty else { throw .noRecommendation }
    try checkCancellation()
    progress(.writingReason)
    let reason = try await model.requestReason(
      question: question,
      books: Self.inAnswerOrder(
        owned.compactMap { pick in ownedBooks.first { $0.isbn == pick.isbn }?.info } + validated,
        owned: Set(ownedBooks.map(\.isbn)))
    )
    .trimmingCharacters(in: .whitespacesAndNewlines)
    guard !reason.isEmpty else { throw .invalidModelOutput("the reason text is empty") }
    return Recommendation(ownedISBNs: owned.map(\.isbn), newBooks: validated, reason: reason)
  }

  func checkCancellation() throws(BookKittyError) {
    if Task.isCancelled { throw .cancelled }
  }
}
