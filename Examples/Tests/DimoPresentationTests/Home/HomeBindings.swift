import CairnPresentation
import DimoDomain
import DimoPresentation
import Testing

/// Home's inputs as relays a test sends on, and its outputs.
@MainActor
final class HomeBindings {
  let viewDidLoad = PublishRelay<Void>()
  let retryFailed = PublishRelay<Void>()
  let retrySection = PublishRelay<HomeSectionKind>()
  let category = PublishRelay<Void>()
  let more = PublishRelay<HomeSectionKind>()
  let content = PublishRelay<Int>()
  let character = PublishRelay<Int>()
  let output: HomeViewModel.Output

  init(_ viewModel: HomeViewModel) {
    output = viewModel.transform(
      .init(
        viewDidLoad: viewDidLoad.signal, retryFailed: retryFailed.signal,
        retrySection: retrySection.signal, categoryTapped: category.signal,
        moreTapped: more.signal, contentSelected: content.signal,
        characterSelected: character.signal))
    viewDidLoad.send()
  }

  /// Waits until no section is loading, and returns the sections.
  func settled(sourceLocation: SourceLocation = #_sourceLocation) async -> [HomeSection] {
    await sections("every section to settle", sourceLocation: sourceLocation) {
      $0.allSatisfy { !$0.items.isLoading }
    }
  }

  /// Waits until the sections satisfy `condition`.
  func sections(
    _ description: String, sourceLocation: SourceLocation = #_sourceLocation,
    where condition: @escaping @MainActor ([HomeSection]) -> Bool
  ) async -> [HomeSection] {
    let sections = output.sections
    return await bounded(description, sourceLocation: sourceLocation) {
      await sections.first(where: condition)
    } ?? []
  }
}

extension [HomeSection] {
  /// The section of `kind`.
  subscript(kind: HomeSectionKind) -> HomeSection? {
    first { $0.kind == kind }
  }
}

extension HomeSectionItems {
  /// The works' ids, or the characters' ids.
  var ids: [Int] {
    switch self {
    case .contents(let contents): contents.map(\.id)
    case .characters(let characters): characters.map(\.id)
    }
  }
}
