import CairnNavigation
import DimoDomain

/// A work's detail, pushed on the stack it was started on (any tab's), with its grade sheet,
/// its cast and the character details it opens. It ends when the user leaves its screens.
@MainActor
public final class ContentDetailCoordinator: Coordinator, ContentDetailCoordinating {
  /// The work's id.
  public let contentID: Int
  private let type: ContentType
  private let title: String?
  private let dependencies: DimoHomeDependencies

  /// Creates the flow; `title` titles the screen when the opener knows it.
  public init(
    router: Router, contentID: Int, type: ContentType, title: String? = nil,
    dependencies: DimoHomeDependencies
  ) {
    self.contentID = contentID
    self.type = type
    self.title = title
    self.dependencies = dependencies
    super.init(router: router)
  }

  /// Pushes the detail.
  public override func start() {
    let viewModel = ContentDetailViewModel(
      contentID: contentID, type: type, dependencies: dependencies)
    viewModel.coordinator = self
    router.push(viewModel, name: "ContentDetail", title: title ?? "")
  }

  /// The 평가하기 sheet: 맘에 들어요 or 별로예요.
  public func chooseGrade() async -> ContentGrade? {
    await router.presentDialog(
      .actionSheet, title: DimoStrings.grade,
      actions: ContentGrade.allCases.map { DialogAction(DimoStrings.gradeLabel($0), value: $0) }
        + [DialogAction(DimoStrings.cancel, role: .cancel, value: nil)]) ?? nil
  }

  /// Opens a character's detail above this one.
  public func showCharacterDetail(id: Int) {
    startCharacterDetail(id: id, dependencies: dependencies)
  }

  /// Pushes the whole cast.
  public func showCharacters(_ characters: [CharacterSummary]) {
    let viewModel = CharacterListViewModel(characters: characters, dependencies: dependencies)
    viewModel.coordinator = self
    router.push(viewModel, name: "CharacterList", title: DimoStrings.characters)
  }
}
