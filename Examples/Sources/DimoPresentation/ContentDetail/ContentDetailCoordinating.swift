import DimoDomain

/// What the content detail asks of its coordinator.
@MainActor
public protocol ContentDetailCoordinating: AnyObject {
  /// The 평가하기 sheet; nil when dismissed without a choice.
  func chooseGrade() async -> ContentGrade?
  /// Opens a character's detail on the same stack.
  func showCharacterDetail(id: Int)
  /// Opens the whole cast ("등장인물").
  func showCharacters(_ characters: [CharacterSummary])
}
