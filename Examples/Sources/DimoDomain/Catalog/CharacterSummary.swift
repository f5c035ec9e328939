/// A character as lists show it: a portrait, a name and the MBTI its votes gave it.
public struct CharacterSummary: Hashable, Sendable, Identifiable {
  /// The character's id.
  public var id: Int
  /// The id of its work.
  public var contentID: Int
  /// `한글 이름 (ROMAN NAME)`.
  public var name: String
  /// The portrait's path on the server.
  public var imagePath: String
  /// The MBTI from the votes; nil before the first vote (shown as "미정").
  public var mbti: MBTI?
  /// Its work's title, when the list carries it.
  public var contentTitle: String?

  /// Creates a character.
  public init(
    id: Int, contentID: Int, name: String, imagePath: String, mbti: MBTI?,
    contentTitle: String? = nil
  ) {
    self.id = id
    self.contentID = contentID
    self.name = name
    self.imagePath = imagePath
    self.mbti = mbti
    self.contentTitle = contentTitle
  }
}
