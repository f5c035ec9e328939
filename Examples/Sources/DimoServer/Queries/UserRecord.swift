import Foundation
import SQLKit

/// A row of `dimo_user`.
struct UserRecord: Sendable, Equatable {
  let userNo: Int
  let userID: String
  let passwordHash: String?
  let name: String
  let snsType: String
  let agency: String?
  let phoneNumber: String?
  let nickname: String
  let mbti: String?
  let intro: String?
  let profileImg: String?
  let pushCheck: Int
  let updatedAtNickname: Int?
  let updatedAtMBTI: Int?
  let lockedUntil: Int?

  /// The columns a ``UserRecord`` reads, qualified by `alias`.
  static func columns(_ alias: String) -> String {
    [
      "user_no", "user_id", "password_hash", "name", "sns_type", "agency", "phone_number",
      "nickname", "mbti", "intro", "profile_img", "push_check", "updated_at_nickname",
      "updated_at_mbti", "locked_until",
    ].map { "\(alias).\($0)" }.joined(separator: ", ")
  }

  /// Reads the columns of ``columns(_:)``.
  init(row: any SQLRow) throws {
    userNo = try row.int("user_no")
    userID = try row.string("user_id")
    passwordHash = try row.optionalString("password_hash")
    name = try row.string("name")
    snsType = try row.string("sns_type")
    agency = try row.optionalString("agency")
    phoneNumber = try row.optionalString("phone_number")
    nickname = try row.string("nickname")
    mbti = try row.optionalString("mbti")
    intro = try row.optionalString("intro")
    profileImg = try row.optionalString("profile_img")
    pushCheck = try row.int("push_check")
    updatedAtNickname = try row.optionalInt("updated_at_nickname")
    updatedAtMBTI = try row.optionalInt("updated_at_mbti")
    lockedUntil = try row.optionalInt("locked_until")
  }
}

/// Seconds since 1970, as the tables store times.
extension Date {
  /// Whole seconds since 1970.
  var epochSeconds: Int { Int(timeIntervalSince1970.rounded(.down)) }

  /// The date of `seconds` since 1970.
  init(epochSeconds seconds: Int) {
    self.init(timeIntervalSince1970: TimeInterval(seconds))
  }
}
