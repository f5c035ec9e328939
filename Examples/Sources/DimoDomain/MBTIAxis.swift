/// One of the four MBTI axes a vote answers.
public enum MBTIAxis: String, CaseIterable, Sendable {
  /// E or I: where energy goes (the vote's `energy`, the wire's `ei`).
  case energy
  /// S or N: how things are perceived (`recognization` in the original's tables, `sn`).
  case recognition
  /// T or F: how decisions are made (`prediction`, `tf`).
  case prediction
  /// J or P: how life is organised (`reaction`, `jp`).
  case reaction

  /// The axis's two letters; on a tie the first one wins.
  public var letters: (first: Character, second: Character) {
    switch self {
    case .energy: ("E", "I")
    case .recognition: ("S", "N")
    case .prediction: ("T", "F")
    case .reaction: ("J", "P")
    }
  }

  /// The key of the axis in votes and percentages on the wire: `ei`, `sn`, `tf`, `jp`.
  public var wireKey: String {
    switch self {
    case .energy: "ei"
    case .recognition: "sn"
    case .prediction: "tf"
    case .reaction: "jp"
    }
  }

  /// True when `letter` belongs to this axis.
  public func contains(_ letter: Character) -> Bool {
    letter == letters.first || letter == letters.second
  }
}
