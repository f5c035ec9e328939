import CairnPresentation
import DimoDomain
import DimoPresentation
import DimoTestSupport
import Testing

/// A profile page's inputs as relays, and its outputs.
@MainActor
final class MomentumBindings {
  let viewDidLoad = PublishRelay<Void>()
  let retry = PublishRelay<Void>()
  let retrySection = PublishRelay<MomentumSectionKind>()
  let more = PublishRelay<MomentumSectionKind>()
  let item = PublishRelay<MomentumItem>()
  let revote = PublishRelay<MomentumItem>()
  let edit = PublishRelay<Void>()
  let digMe = PublishRelay<Void>()
  let output: MomentumViewModel.Output

  init(_ viewModel: MomentumViewModel) {
    output = viewModel.transform(
      .init(
        viewDidLoad: viewDidLoad.signal, retryFailed: retry.signal,
        retrySection: retrySection.signal, moreTapped: more.signal, itemSelected: item.signal,
        revoteSelected: revote.signal, editTapped: edit.signal, digMeTapped: digMe.signal))
    viewDidLoad.send()
  }

  /// The sections once none is loading, or once they satisfy `condition`.
  func sections(
    _ description: String,
    where condition: @escaping @MainActor ([MomentumSection]) -> Bool = {
      !$0.contains { $0.items.isLoading }
    }
  ) async -> [MomentumSection]? {
    let sections = output.sections
    return await bounded(description) { await sections.first(where: condition) }
  }

  /// The header once it satisfies `condition`.
  func profile(
    _ description: String,
    where condition: @escaping @MainActor (Loadable<UserProfile>) -> Bool = { !$0.isLoading }
  ) async -> Loadable<UserProfile>? {
    let profile = output.profile
    return await bounded(description) { await profile.first(where: condition) }
  }
}

extension Array where Element == MomentumSection {
  /// The section of `kind`.
  subscript(kind: MomentumSectionKind) -> MomentumSection? {
    first { $0.kind == kind }
  }
}

/// A "더보기 >" list's inputs as relays, and its outputs.
@MainActor
final class MomentumMoreBindings {
  let viewDidLoad = PublishRelay<Void>()
  let retry = PublishRelay<Void>()
  let item = PublishRelay<MomentumItem>()
  let revote = PublishRelay<MomentumItem>()
  let output: MomentumMoreViewModel.Output

  init(_ viewModel: MomentumMoreViewModel) {
    output = viewModel.transform(
      .init(
        viewDidLoad: viewDidLoad.signal, retry: retry.signal, itemSelected: item.signal,
        revoteSelected: revote.signal))
    viewDidLoad.send()
  }

  /// The rows once they satisfy `condition`.
  func items(
    _ description: String,
    where condition: @escaping @MainActor (Loadable<[MomentumItem]>) -> Bool = { !$0.isLoading }
  ) async -> Loadable<[MomentumItem]>? {
    let items = output.items
    return await bounded(description) { await items.first(where: condition) }
  }
}

/// Edit profile's inputs as relays, and its outputs.
@MainActor
final class EditProfileBindings {
  let intro = PublishRelay<String>()
  let path = PublishRelay<String>()
  let read = PublishRelay<Void>()
  let confirm = PublishRelay<Void>()
  let output: EditProfileViewModel.Output

  init(_ viewModel: EditProfileViewModel) {
    output = viewModel.transform(
      .init(
        intro: intro.signal, picturePath: path.signal, pictureSubmitted: read.signal,
        confirmTapped: confirm.signal))
  }

  /// Types `path` and presses Enter.
  func choose(_ path: String) {
    self.path.send(path)
    read.send()
  }
}
