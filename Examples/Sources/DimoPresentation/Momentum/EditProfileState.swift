import DimoDomain

/// What Edit profile shows besides its fields: the introduction's count and rule, the picture
/// read from the typed path (its size and pixel size) or why there is none, the answer of a
/// failed send, and whether 확인 can be pressed.
public struct EditProfileState: Hashable, Sendable {
  /// The introduction's length in characters, as ``DimoRules/introLength`` counts them.
  public var introCount = 0
  /// True while the introduction keeps the rule.
  public var isIntroValid = true
  /// The picture read from the path, once read.
  public var picture: ProfileImage?
  /// Why the path gives no picture, when it does not.
  public var pictureProblem: String?
  /// Why the last 확인 failed.
  public var message: String?
  /// True while the edit is being sent.
  public var isSending = false

  /// Creates the state of an untouched form.
  public init() {}

  /// True when 확인 can be pressed.
  public var isConfirmEnabled: Bool { isIntroValid && !isSending }
}
