import CairnNavigation
import DimoDomain

/// The Home tab's flow: Home with its category sheet, the spoiler alert and the "more" lists,
/// and the shared flows (content and character detail) started on this tab's stack.
@MainActor
public final class DimoHomeCoordinator: DimoTabCoordinator, HomeCoordinating {
  /// Pushes Home.
  public override func start() {
    let viewModel = HomeViewModel(dependencies: dependencies.home)
    viewModel.coordinator = self
    router.push(viewModel, name: "Home", title: DimoStrings.appName)
  }

  /// The category sheet: 영화 or 애니.
  public func chooseCategory(current: ContentType) async -> ContentType? {
    await router.presentDialog(
      .actionSheet, title: DimoStrings.category,
      actions: [ContentType.movie, .anime].map {
        DialogAction(DimoStrings.categoryLabel($0), value: Optional($0))
      } + [DialogAction(DimoStrings.cancel, role: .cancel, value: nil)]) ?? nil
  }

  /// A section's "more" list; the characters' only after the spoiler alert's 확인하기.
  public func showMore(_ kind: HomeSectionKind, type: ContentType = .anime, title: String) {
    guard kind.listsCharacters else {
      pushMore(kind, type: type, title: title)
      return
    }
    let router = self.router
    task { [weak self] in
      let isConfirmed =
        await router.presentDialog(
          .alert, title: DimoStrings.spoilerAlertTitle, message: DimoStrings.spoilerAlertMessage,
          actions: [
            DialogAction(DimoStrings.spoilerAlertConfirm, value: true),
            DialogAction(DimoStrings.spoilerAlertBack, role: .cancel, value: false),
          ]) ?? false
      guard isConfirmed else { return }
      self?.pushMore(kind, type: type, title: title)
    }
  }

  /// A work's detail on this tab's stack.
  public func showContentDetail(id: Int, type: ContentType) {
    startContentDetail(id: id, type: type, dependencies: dependencies.home)
  }

  /// A character's detail on this tab's stack.
  public func showCharacterDetail(id: Int) {
    startCharacterDetail(id: id, dependencies: dependencies.home)
  }

  private func pushMore(_ kind: HomeSectionKind, type: ContentType, title: String) {
    let viewModel = HomeMoreViewModel(
      kind: kind, type: type, title: title, dependencies: dependencies.home)
    viewModel.coordinator = self
    router.push(viewModel, name: "HomeMore", title: title)
  }
}
