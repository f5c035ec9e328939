import CairnPresentation
import DimoDomain

/// The whole cast of a work ("등장인물"), each opening the character's detail.
@MainActor
public final class CharacterListViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// The screen appeared.
    public var viewDidLoad: Signal<Void>
    /// A character was opened.
    public var characterSelected: Signal<Int>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(viewDidLoad: Signal<Void> = .never, characterSelected: Signal<Int> = .never) {
      self.viewDidLoad = viewDidLoad
      self.characterSelected = characterSelected
    }
  }

  /// What the list shows.
  public struct Output {
    /// The characters.
    public var characters: [CharacterSummary]
    /// Their portraits, by path.
    public var pictures: Driver<[String: ShownPicture]>
  }

  /// The coordinator.
  public weak var coordinator: (any ContentDetailCoordinating)?
  /// The characters.
  public let characters: [CharacterSummary]

  private let pictureLoads: PictureLoads
  private let bag = TaskBag()

  /// Creates the list.
  public init(characters: [CharacterSummary], dependencies: DimoHomeDependencies) {
    self.characters = characters
    pictureLoads = PictureLoads(repository: dependencies.images)
  }

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    input.viewDidLoad.observe { [weak self] in
      guard let self else { return }
      let paths = characters.map(\.imagePath)
      let pictureLoads = self.pictureLoads
      bag.run { await pictureLoads.load(paths) }
    }.store(in: bag)
    input.characterSelected.observe { [weak self] in
      self?.coordinator?.showCharacterDetail(id: $0)
    }.store(in: bag)
    return Output(characters: characters, pictures: pictureLoads.pictures.driver)
  }
}
