/// What finding a login id needs: the account's name, carrier and phone, and the SMS code.
public struct FindUserIDQuery: Equatable, Sendable {
  /// The real name.
  public var name: String
  /// The carrier.
  public var agency: String
  /// `010-1234-5678`.
  public var phoneNumber: String
  /// The code sent to the phone.
  public var code: String

  /// Creates the query.
  public init(name: String, agency: String, phoneNumber: String, code: String) {
    self.name = name
    self.agency = agency
    self.phoneNumber = phoneNumber
    self.code = code
  }
}

/// An account found by its owner's details.
public struct FoundAccount: Equatable, Sendable {
  /// The login id.
  public var userID: String
  /// The real name.
  public var name: String

  /// Creates the value.
  public init(userID: String, name: String) {
    self.userID = userID
    self.name = name
  }
}
