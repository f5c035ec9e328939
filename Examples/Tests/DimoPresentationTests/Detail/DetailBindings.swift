import CairnPresentation
import DimoDomain
import DimoPresentation
import Testing

/// The content detail's inputs as relays, and its outputs.
@MainActor
final class ContentDetailBindings {
  let viewDidLoad = PublishRelay<Void>()
  let retry = PublishRelay<Void>()
  let like = PublishRelay<Void>()
  let grade = PublishRelay<Void>()
  let toggle = PublishRelay<Void>()
  let character = PublishRelay<Int>()
  let more = PublishRelay<Void>()
  let output: ContentDetailViewModel.Output

  init(_ viewModel: ContentDetailViewModel) {
    output = viewModel.transform(
      .init(
        viewDidLoad: viewDidLoad.signal, retry: retry.signal, likeTapped: like.signal,
        gradeTapped: grade.signal, detailsToggled: toggle.signal,
        characterSelected: character.signal, moreCharactersTapped: more.signal))
    viewDidLoad.send()
  }

  /// The loaded work.
  func detail() async -> ContentDetail? {
    let detail = output.detail
    return await bounded("the content detail") { await detail.first { $0.value != nil }?.value }
  }

  /// The reactions once they satisfy `condition`.
  func reactions(
    _ description: String, where condition: @escaping @MainActor (ContentReactions) -> Bool
  ) async -> ContentReactions? {
    let reactions = output.reactions
    return await bounded(description) {
      await reactions.first { $0.value.map(condition) == true }?.value
    }
  }
}

/// The character detail's inputs as relays, and its outputs.
@MainActor
final class CharacterDetailBindings {
  let viewDidLoad = PublishRelay<Void>()
  let refresh = PublishRelay<Void>()
  let tab = PublishRelay<CharacterTab>()
  let review = PublishRelay<Int>()
  let write = PublishRelay<Void>()
  let vote = PublishRelay<Void>()
  let output: CharacterDetailViewModel.Output

  init(_ viewModel: CharacterDetailViewModel) {
    output = viewModel.transform(
      .init(
        viewDidLoad: viewDidLoad.signal, refresh: refresh.signal, tabSelected: tab.signal,
        reviewSelected: review.signal, writeTapped: write.signal, voteTapped: vote.signal))
    viewDidLoad.send()
  }

  /// The analysis once loaded.
  func analysis() async -> CharacterAnalysis? {
    let analysis = output.analysis
    return await bounded("the character's analysis") {
      await analysis.first { $0.value != nil }?.value
    }
  }

  /// The feed once it satisfies `condition`.
  func feed(
    _ description: String, where condition: @escaping @MainActor (Loadable<[Review]>) -> Bool
  ) async -> Loadable<[Review]>? {
    let feed = output.feed
    return await bounded(description) { await feed.first(where: condition) }
  }
}

/// The write modal's inputs as relays, and its outputs.
@MainActor
final class WriteReviewBindings {
  let text = PublishRelay<String>()
  let spoiler = PublishRelay<Bool>()
  let submit = PublishRelay<Void>()
  let cancel = PublishRelay<Void>()
  let output: WriteReviewViewModel.Output

  init(_ viewModel: WriteReviewViewModel) {
    output = viewModel.transform(
      .init(
        text: text.signal, isSpoiler: spoiler.signal, submitTapped: submit.signal,
        cancelTapped: cancel.signal))
  }
}
