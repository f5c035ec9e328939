import DimoDomain

/// What Dig shows: the letter chosen on each axis and whether the vote is on its way.
public struct DigState: Equatable, Sendable {
  /// The letter chosen on each axis (a revote starts with the caller's letters).
  public var letters: [MBTIAxis: Character] = [:]
  /// True while the vote is sent.
  public var isSending = false

  /// Creates the state with `letters` chosen.
  public init(letters: [MBTIAxis: Character] = [:]) {
    self.letters = letters
  }

  /// The type, once a letter is chosen on every axis.
  public var mbti: MBTI? { MBTI(letters: letters) }
  /// True when "다음" may be pressed: four letters chosen, nothing on its way.
  public var isNextEnabled: Bool { mbti != nil && !isSending }
}
