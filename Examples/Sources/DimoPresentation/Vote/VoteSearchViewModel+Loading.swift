import CairnPresentation
import DimoDomain

extension VoteSearchViewModel {
  /// Searches the text in the field; an empty or too long text sends nothing. A title search
  /// is kept as a recent keyword. An answer for a search left behind is dropped.
  func search() {
    let current = state.value
    let text: String
    do throws(DimoRuleViolation) {
      text = try DimoRules.validatedSearch(current.query)
    } catch {
      if !DimoRules.trimmed(current.query).isEmpty {
        message.send(DimoStrings.ruleMessage(error, otherwise: DimoStrings.searchRule))
      }
      return
    }
    generation += 1
    let generation = self.generation
    state.value.results = .loading
    let (votes, recents, pictureLoads) = (self.votes, self.recents, self.pictureLoads)
    bag.run { [weak self] in
      let results: Loadable<[VoteCandidate]>
      do throws(DimoFailure) {
        let found = try await votes.search(text, in: current.scope)
        results = .items(found, emptyMessage: DimoStrings.noSearchResult)
      } catch {
        guard error != .cancelled else { return }
        results = .failed(.dimo(error))
      }
      guard self?.generation == generation else { return }
      self?.state.value.results = results
      if current.scope == .title, results.failure == nil,
        let failure = await Self.keep(text, in: recents)
      {
        self?.message.send(DimoStrings.message(for: failure))
      }
      await pictureLoads.load(results.value?.prefix(40).map(\.character.imagePath) ?? [])
    }
  }

  /// Keeps a title searched as the newest recent keyword; returns the failure to say (never
  /// hidden), nil when it was kept or the wait was cancelled.
  private static func keep(_ text: String, in recents: any RecentRepository) async
    -> DimoFailure?
  {
    do throws(DimoFailure) {
      try await recents.saveSearch(text)
      return nil
    } catch {
      return error == .cancelled ? nil : error
    }
  }

  /// Loads both recent lists.
  func loadRecents() {
    let (recents, pictureLoads) = (self.recents, self.pictureLoads)
    if state.value.recentSearches.value == nil { state.value.recentSearches = .loading }
    if state.value.recentCharacters.value == nil { state.value.recentCharacters = .loading }
    bag.run { [weak self] in
      let searches: Loadable<[String]>
      do throws(DimoFailure) {
        let found = try await recents.fetchSearches()
        searches = .items(
          Array(found.prefix(DimoRules.recentListLimit)),
          emptyMessage: DimoStrings.noRecentSearches)
      } catch {
        guard error != .cancelled else { return }
        searches = .failed(.dimo(error))
      }
      self?.state.value.recentSearches = searches
    }
    bag.run { [weak self] in
      let seen: Loadable<[VoteCandidate]>
      do throws(DimoFailure) {
        let found = try await recents.fetchSeenCharacters()
        seen = .items(
          Array(found.prefix(DimoRules.recentListLimit)),
          emptyMessage: DimoStrings.noRecentCharacters)
      } catch {
        guard error != .cancelled else { return }
        seen = .failed(.dimo(error))
      }
      self?.state.value.recentCharacters = seen
      await pictureLoads.load(seen.value?.map(\.character.imagePath) ?? [])
    }
  }

  /// Binds the ×s and the 전체삭제s: each deletes on the server, then the list shows without
  /// what was deleted.
  func bindRemovals(_ input: Input) {
    input.keywordRemoved.observe { [weak self] keyword in
      self?.remove { recents throws(DimoFailure) in
        try await recents.deleteSearch(keyword)
      } then: { state in
        state.recentSearches = state.recentSearches.removing(
          emptyMessage: DimoStrings.noRecentSearches
        ) { $0 == keyword }
      }
    }.store(in: bag)
    input.keywordsCleared.observe { [weak self] in
      self?.remove { recents throws(DimoFailure) in
        try await recents.deleteAllSearches()
      } then: { state in
        state.recentSearches = .empty(DimoStrings.noRecentSearches)
      }
    }.store(in: bag)
    input.seenRemoved.observe { [weak self] id in
      self?.remove { recents throws(DimoFailure) in
        try await recents.deleteSeen(characterID: id)
      } then: { state in
        state.recentCharacters = state.recentCharacters.removing(
          emptyMessage: DimoStrings.noRecentCharacters
        ) { $0.id == id }
      }
    }.store(in: bag)
    input.seenCleared.observe { [weak self] in
      self?.remove { recents throws(DimoFailure) in
        try await recents.deleteAllSeen()
      } then: { state in
        state.recentCharacters = .empty(DimoStrings.noRecentCharacters)
      }
    }.store(in: bag)
  }

  private func remove(
    _ deletion: @escaping @Sendable (any RecentRepository) async throws(DimoFailure) -> Void,
    then update: @escaping @MainActor (inout VoteSearchState) -> Void
  ) {
    let recents = self.recents
    bag.run { [weak self] in
      do throws(DimoFailure) {
        try await deletion(recents)
        guard let self else { return }
        update(&state.value)
      } catch {
        guard error != .cancelled else { return }
        self?.message.send(DimoStrings.message(for: error))
      }
    }
  }
}

extension Loadable where Value: RangeReplaceableCollection {
  /// The same list without the items `shouldRemove` picks; empty with `emptyMessage`
  /// when nothing is left.
  fileprivate func removing(
    emptyMessage: String, where shouldRemove: (Value.Element) -> Bool
  ) -> Loadable<Value> {
    guard var items = value else { return self }
    items.removeAll(where: shouldRemove)
    return items.isEmpty ? .empty(emptyMessage) : .loaded(items)
  }
}
