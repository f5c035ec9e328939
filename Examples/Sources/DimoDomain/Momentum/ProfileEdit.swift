/// A change of one's own profile: a new introduction, a new picture, or both.
public struct ProfileEdit: Hashable, Sendable {
  /// The new introduction (checked with ``DimoRules/validatedIntro(_:)``), or nil to keep it.
  public var intro: String?
  /// The new picture, or nil to keep it.
  public var image: ProfileImage?

  /// Creates an edit.
  public init(intro: String?, image: ProfileImage?) {
    self.intro = intro
    self.image = image
  }
}

/// What a profile holds after an edit.
public struct ProfileChange: Hashable, Sendable {
  /// The introduction now, or nil.
  public var intro: String?
  /// The picture's path on the server now, or nil.
  public var picturePath: String?

  /// Creates the change.
  public init(intro: String?, picturePath: String?) {
    self.intro = intro
    self.picturePath = picturePath
  }
}
