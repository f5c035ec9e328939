/// Whether a value that changes once a month (the nickname, the MBTI) may change now.
public enum ChangeAllowance: Hashable, Sendable {
  /// It may.
  case allowed
  /// It may not yet; the server's sentence says why.
  case refused(String)
}

/// Whether a nickname is free.
public enum NicknameAvailability: Hashable, Sendable {
  /// Nobody has it.
  case available
  /// Another account (or the caller) has it.
  case taken
}
