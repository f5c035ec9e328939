import CairnPresentation
import DimoDomain
import DimoPresentation
import DimoTestSupport
import Testing

/// Vote home's inputs as relays, and its outputs.
@MainActor
final class VoteHomeBindings {
  let viewDidLoad = PublishRelay<Void>()
  let refresh = PublishRelay<Void>()
  let random = PublishRelay<Void>()
  let search = PublishRelay<Void>()
  let more = PublishRelay<Void>()
  let character = PublishRelay<Int>()
  let output: VoteHomeViewModel.Output

  init(_ viewModel: VoteHomeViewModel) {
    output = viewModel.transform(
      .init(
        viewDidLoad: viewDidLoad.signal, refresh: refresh.signal, randomTapped: random.signal,
        searchTapped: search.signal, moreTapped: more.signal,
        characterSelected: character.signal))
    viewDidLoad.send()
  }

  /// The hot characters once they satisfy `condition`.
  func hot(
    _ description: String,
    where condition: @escaping @MainActor (Loadable<[VoteCandidate]>) -> Bool = {
      !$0.isLoading
    }
  ) async -> Loadable<[VoteCandidate]>? {
    let hot = output.hot
    return await bounded(description) { await hot.first(where: condition) }
  }
}

/// Recommend's inputs as relays, and its outputs.
@MainActor
final class RecommendBindings {
  let viewDidLoad = PublishRelay<Void>()
  let refresh = PublishRelay<Void>()
  let sort = PublishRelay<Void>()
  let character = PublishRelay<Int>()
  let output: RecommendViewModel.Output

  init(_ viewModel: RecommendViewModel) {
    output = viewModel.transform(
      .init(
        viewDidLoad: viewDidLoad.signal, refresh: refresh.signal, sortTapped: sort.signal,
        characterSelected: character.signal))
    viewDidLoad.send()
  }

  /// The list once it satisfies `condition`.
  func characters(
    _ description: String,
    where condition: @escaping @MainActor (Loadable<[VoteCandidate]>) -> Bool
  ) async -> Loadable<[VoteCandidate]>? {
    let characters = output.characters
    return await bounded(description) { await characters.first(where: condition) }
  }
}

/// Search's inputs as relays, and its outputs.
@MainActor
final class VoteSearchBindings {
  let viewDidLoad = PublishRelay<Void>()
  let text = PublishRelay<String>()
  let submit = PublishRelay<Void>()
  let scope = PublishRelay<Void>()
  let result = PublishRelay<Int>()
  let keyword = PublishRelay<String>()
  let keywordRemoved = PublishRelay<String>()
  let keywordsCleared = PublishRelay<Void>()
  let seen = PublishRelay<Int>()
  let seenRemoved = PublishRelay<Int>()
  let seenCleared = PublishRelay<Void>()
  let output: VoteSearchViewModel.Output

  init(_ viewModel: VoteSearchViewModel) {
    output = viewModel.transform(
      .init(
        viewDidLoad: viewDidLoad.signal, text: text.signal, submit: submit.signal,
        scopeTapped: scope.signal, resultSelected: result.signal,
        keywordSelected: keyword.signal, keywordRemoved: keywordRemoved.signal,
        keywordsCleared: keywordsCleared.signal, seenSelected: seen.signal,
        seenRemoved: seenRemoved.signal, seenCleared: seenCleared.signal))
    viewDidLoad.send()
  }

  /// Types `text` and presses Enter.
  func search(_ text: String) {
    self.text.send(text)
    submit.send()
  }

  /// The state once it satisfies `condition`.
  func state(
    _ description: String, where condition: @escaping @MainActor (VoteSearchState) -> Bool
  ) async -> VoteSearchState? {
    let state = output.state
    return await bounded(description) { await state.first(where: condition) }
  }
}

/// Dig's inputs as relays, and its outputs.
@MainActor
final class DigBindings {
  let viewDidLoad = PublishRelay<Void>()
  let letter = PublishRelay<Character>()
  let next = PublishRelay<Void>()
  let output: DigViewModel.Output

  init(_ viewModel: DigViewModel) {
    output = viewModel.transform(
      .init(viewDidLoad: viewDidLoad.signal, letterChosen: letter.signal, nextTapped: next.signal))
    viewDidLoad.send()
  }

  /// Chooses the four letters of `mbti`, checking that 다음 enables only with the fourth.
  func choose(_ mbti: String) {
    for (index, letter) in mbti.enumerated() {
      expectTrue(!output.state.value.isNextEnabled, "다음 before letter \(index + 1)")
      self.letter.send(letter)
    }
    expectTrue(output.state.value.isNextEnabled, "다음 once four letters are chosen")
  }

  /// The state once it satisfies `condition`.
  func state(_ description: String, where condition: @escaping @MainActor (DigState) -> Bool)
    async -> DigState?
  {
    let state = output.state
    return await bounded(description) { await state.first(where: condition) }
  }
}

/// VoteComplete's inputs as relays, and its outputs.
@MainActor
final class VoteCompleteBindings {
  let viewDidLoad = PublishRelay<Void>()
  let refresh = PublishRelay<Void>()
  let revote = PublishRelay<Void>()
  let character = PublishRelay<Int>()
  let more = PublishRelay<Void>()
  let header = PublishRelay<Void>()
  let output: VoteCompleteViewModel.Output

  init(_ viewModel: VoteCompleteViewModel) {
    output = viewModel.transform(
      .init(
        viewDidLoad: viewDidLoad.signal, refresh: refresh.signal, revoteTapped: revote.signal,
        characterSelected: character.signal, moreTapped: more.signal,
        headerTapped: header.signal))
    viewDidLoad.send()
  }

  /// The result once it satisfies `condition`.
  func result(
    _ description: String,
    where condition: @escaping @MainActor (VoteResult) -> Bool = { _ in true }
  ) async -> VoteResult? {
    let result = output.result
    return await bounded(description) {
      await result.first { $0.value.map(condition) == true }?.value
    }
  }

  /// The same work's characters once they satisfy `condition`.
  func sameWork(
    _ description: String,
    where condition: @escaping @MainActor ([VoteCandidate]) -> Bool = { _ in true }
  ) async -> [VoteCandidate]? {
    let sameWork = output.sameWork
    return await bounded(description) {
      await sameWork.first { $0.value.map(condition) == true }?.value
    }
  }
}
