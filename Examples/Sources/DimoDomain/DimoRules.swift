import Foundation

/// Every limit of DIMO in one place: the server enforces them, the database guards them once
/// more with constraints, and the app checks them before it sends.
///
/// Text lengths count Unicode scalars, as SQLite's and PostgreSQL's `length()` do, so that a
/// text the rules accept is never refused by a constraint.
public enum DimoRules {
  // MARK: Accounts

  /// A login id: 4 to 20 letters, digits or `_` (the app asks for at least 4).
  public static let userIDLength = 4...20
  /// A password: 8 to 16 characters.
  public static let passwordLength = 8...16
  /// The only characters besides ASCII letters and digits a password may contain; it must
  /// contain at least one of them.
  public static let passwordSymbols: Set<Character> = ["!", "@", "#", "$"]
  /// A real name: 2 to 15 characters.
  public static let nameLength = 2...15
  /// A nickname: 2 to 10 characters, unique among users.
  public static let nicknameLength = 2...10
  /// What withdrawn accounts are renamed to (`알수없음{n}`); no nickname may start
  /// with it.
  public static let withdrawnPrefix = "알수없음"
  /// The mobile carriers a phone number may belong to.
  public static let agencies = ["SKT", "KT", "LGU+", "알뜰폰"]
  /// A self-introduction: at most 100 characters.
  public static let introLength = 0...100

  // MARK: Changes once a month

  /// How long after a nickname or MBTI change the next one is allowed: 30 days.
  public static let changeInterval: TimeInterval = 30 * 24 * 60 * 60

  // MARK: SMS codes and logins

  /// The number of digits of an SMS code.
  public static let smsCodeLength = 6
  /// How long an SMS code is valid: 3 minutes.
  public static let smsCodeLifetime: TimeInterval = 3 * 60
  /// Wrong tries after which an SMS code is void.
  public static let smsCodeMaxAttempts = 5
  /// How long a verified phone number may be used to sign up: 30 minutes.
  public static let phoneVerificationLifetime: TimeInterval = 30 * 60
  /// The window in which codes sent and checked are counted: 1 hour.
  public static let smsLimitWindow: TimeInterval = 60 * 60
  /// Codes sent to one phone number within ``smsLimitWindow``.
  public static let smsCodesPerNumber = 5
  /// Codes one client address may ask for within ``smsLimitWindow``, whatever the numbers.
  public static let smsCodesPerClient = 20
  /// Codes checked for one phone number within ``smsLimitWindow``, across all of its codes.
  public static let smsChecksPerNumber = 10
  /// Failed logins within ``loginFailureWindow`` that lock an account.
  public static let loginFailureLimit = 5
  /// The window in which failed logins are counted: 15 minutes.
  public static let loginFailureWindow: TimeInterval = 15 * 60
  /// Login tries one client address may make within ``loginFailureWindow``, whatever the
  /// accounts: counted before any password is checked, so that guessing across many accounts
  /// (or burning the server's CPU on bcrypt) is bounded per client too.
  public static let loginTriesPerClient = 100
  /// How long a locked account stays locked: 15 minutes.
  public static let loginLockDuration: TimeInterval = 15 * 60
  /// How long an access token is valid: 1 hour.
  public static let accessTokenLifetime: TimeInterval = 60 * 60
  /// How long a refresh token is valid: 14 days.
  public static let refreshTokenLifetime: TimeInterval = 14 * 24 * 60 * 60

  // MARK: Reviews, comments, reports

  /// A review: 3 to 500 characters, surrounding white space not counted.
  public static let reviewLength = 3...500
  /// A comment: 1 to 500 characters, surrounding white space not counted.
  public static let commentLength = 1...500
  /// A report reason: 1 to 100 characters.
  public static let reportReasonLength = 1...100
  /// A withdrawal reason: 1 to 200 characters. The app sends the chosen reason and up to 100
  /// characters of free text together (`"{reason}\n 탈퇴사유: {text}"`), which can pass 100.
  public static let dropReasonLength = 1...200

  // MARK: Search and recent lists

  /// A search keyword: 1 to 30 characters.
  public static let searchLength = 1...30
  /// How many recent searches, and how many recently seen characters, each user keeps.
  public static let recentListLimit = 5

  // MARK: Character requests

  /// The title of a requested character's work: 1 to 50 characters.
  public static let requestTitleLength = 1...50
  /// The name of a requested character: 1 to 100 characters.
  public static let requestCharacterNameLength = 1...100

  // MARK: Lists

  /// Works in the home screen's "Today's DIMO" section.
  public static let representCount = 5
  /// Rows in each other home section (the "more" lists have no limit).
  public static let homeSectionLimit = 10
  /// Characters in a random recommendation.
  public static let randomRecommendationCount = 300
  /// Characters in the Vote tab's "지금 핫한 캐릭터" (fewer when fewer were voted on).
  public static let hotCharacterCount = 10

  // MARK: Request sizes

  /// The largest JSON body the server reads; a larger one is refused with 413.
  public static let maxJSONBodyBytes = 16 * 1024
  /// The largest profile image (PNG or JPEG).
  public static let maxProfileImageBytes = 2 * 1024 * 1024
  /// The largest width and height of a profile image, in pixels.
  public static let maxProfileImageSide = 4096
  /// The largest profile-edit form: the image and its text fields.
  public static let maxProfileFormBytes = maxProfileImageBytes + 64 * 1024
}
