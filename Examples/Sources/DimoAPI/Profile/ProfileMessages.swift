import CairnNetworking
import Foundation

/// A user's profile, as `GET my_momentum?user_id=` answers it (anyone's; without `user_id`,
/// the caller's).
public struct RespondProfile: DimoResponse, Equatable {
  /// 200.
  public var code: Int
  /// The sentence.
  public var message: String
  /// The login id.
  public var userID: String
  /// The real name: the caller's own only, null for others (the original showed anyone's).
  @ExplicitNull public var name: String?
  /// The nickname.
  public var nickname: String
  /// The MBTI.
  @ExplicitNull public var mbti: String?
  /// The self-introduction, or null.
  @ExplicitNull public var intro: String?
  /// The picture's URL path, or null.
  @ExplicitNull public var profileImg: String?

  enum CodingKeys: String, CodingKey {
    case code, message, name, nickname, mbti, intro
    case userID = "user_id"
    case profileImg = "profile_img"
  }

  /// Creates the answer.
  public init(
    code: Int, message: String, userID: String, name: String?, nickname: String, mbti: String?,
    intro: String?, profileImg: String?
  ) {
    self.code = code
    self.message = message
    self.userID = userID
    self.name = name
    self.nickname = nickname
    self.mbti = mbti
    self.intro = intro
    self.profileImg = profileImg
  }
}

/// `POST my_momentum/mod_profile` as `multipart/form-data`: the fields `user_id` and `intro`
/// and the file `image` (PNG or JPEG, up to 2 MB); an image, an intro or both.
public struct RequestModifyProfile: Equatable, Sendable {
  /// The caller's login id, when given.
  public var userID: String?
  /// The new self-introduction, when it changes.
  public var intro: String?
  /// The new picture's bytes, when it changes.
  public var image: Data?
  /// The picture's file name.
  public var imageFilename: String

  /// Creates the request.
  public init(
    userID: String? = nil, intro: String? = nil, image: Data? = nil,
    imageFilename: String = "profile.png"
  ) {
    self.userID = userID
    self.intro = intro
    self.image = image
    self.imageFilename = imageFilename
  }

  /// The form's parts.
  public var parts: [MultipartPart] {
    var parts: [MultipartPart] = []
    if let userID { parts.append(.text("user_id", userID)) }
    if let intro { parts.append(.text("intro", intro)) }
    if let image {
      let type = imageFilename.lowercased().hasSuffix(".png") ? "image/png" : "image/jpeg"
      parts.append(
        MultipartPart(name: "image", data: image, filename: imageFilename, contentType: type))
    }
    return parts
  }
}

/// The profile after an edit.
public struct RespondModifyProfile: DimoResponse, Equatable {
  /// 200.
  public var code: Int
  /// The sentence.
  public var message: String
  /// The self-introduction now, or null.
  @ExplicitNull public var intro: String?
  /// The picture's URL path now, or null.
  @ExplicitNull public var profileImg: String?

  enum CodingKeys: String, CodingKey {
    case code, message, intro
    case profileImg = "profile_img"
  }

  /// Creates the answer.
  public init(code: Int, message: String, intro: String?, profileImg: String?) {
    self.code = code
    self.message = message
    self.intro = intro
    self.profileImg = profileImg
  }
}
