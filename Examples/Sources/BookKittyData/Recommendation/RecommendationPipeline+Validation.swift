import BookKittyDomain

extension RecommendationPipeline {
  // snippet: bookkitty-validate-pick
  /// Checks one new pick against the book search.
  ///
  /// - The pick's own search finds nothing at all: the pick is dropped, without asking for
  ///   another book (as the original).
  /// - The best-scored result matches (title ≥ 0.4 and author ≥ 0.8 similar): that result.
  /// - Otherwise the model is asked for another book, and the new one is checked the same way,
  ///   up to ``PipelineConfiguration/maxValidations`` checks in all; then the best-scored
  ///   result seen wins.
  ///
  /// Fixed from the original: a replacement whose search finds nothing counts as one failed
  /// check instead of dropping the candidates already scored; the model is told every title
  /// tried for this pick (the original forgot its own earlier replacements); and no replacement
  /// is asked for after the last check (the original asked, then threw the answer away).
  func validate(_ pick: BookLabel, question: String, excluded: [String])
    async throws(BookKittyError) -> BookInfo?
  {
    var candidate = pick
    var tried = [pick.title]
    var best: CandidateScore?
    for check in 1...max(1, configuration.maxValidations) {
      let results = try await searchCandidates(for: candidate)
      if results.isEmpty, check == 1 { return nil }
      let top = results.map {
        CandidateScore($0, against: candidate, titleWeight: configuration.titleWeight)
      }.max { $0.score < $1.score }
      if let top {
        if top.isMatch(
          titleThreshold: configuration.titleThreshold,
          authorThreshold: configuration.authorThreshold)
        {
          return top.book
        }
        if best.map({ top.score > $0.score }) ?? true { best = top }
      }
      guard check < configuration.maxValidations else { break }
      try checkCancellation()
      let reply = try await model.requestReplacement(
        question: question, excludedTitles: Self.unique(excluded + tried))
      candidate = try BookLabel(parsing: reply)
      tried.append(candidate.title)
    }
    return best?.book
  }
  // end-snippet

  /// Searches the title and the author at once (10 results each) and joins the results; when
  /// both find nothing and the title has a ":", "|" or "-" (looked for in that order), searches
  /// again for the part before it (the sub-title retry).
  func searchCandidates(for label: BookLabel) async throws(BookKittyError) -> [BookInfo] {
    try await pause()
    let display = RecommendationRules.searchDisplay
    let search = self.search
    async let byTitle = Self.result { () async throws(BookKittyError) in
      try await search.searchBooks(query: label.title, display: display)
    }
    async let byAuthor = Self.result { () async throws(BookKittyError) in
      try await search.searchBooks(query: label.author, display: display)
    }
    var results = try await byTitle.get() + byAuthor.get()
    if results.isEmpty, let main = Self.mainTitle(of: label.title) {
      results = try await search.searchBooks(query: main, display: display)
    }
    var seen: Set<ISBN> = []
    return results.filter { seen.insert($0.isbn).inserted }
  }

  /// The part of a title before its first ":", else "|", else "-"; `nil` when there is none.
  static func mainTitle(of title: String) -> String? {
    for divider in [":", "|", "-"] {
      guard let range = title.range(of: divider) else { continue }
      let main = title[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
      return main.isEmpty ? nil : main
    }
    return nil
  }

  private func pause() async throws(BookKittyError) {
    guard configuration.searchPause > .zero else { return }
    do {
      try await configuration.clock.sleep(for: configuration.searchPause)
    } catch {
      throw .cancelled
    }
  }

  private static func result<T: Sendable>(
    _ body: () async throws(BookKittyError) -> T
  ) async -> Result<T, BookKittyError> {
    do {
      return .success(try await body())
    } catch {
      return .failure(error)
    }
  }

  private static func unique(_ titles: [String]) -> [String] {
    var seen: Set<String> = []
    return titles.filter { seen.insert($0).inserted }
  }
}
