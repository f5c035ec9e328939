/// The votes on one character, counted per axis and per four-letter type: what its MBTI, its
/// percentages and its top three are computed from.
///
/// A character's MBTI is the majority letter of each axis (a tie goes to the axis's first
/// letter: E, S, T, J); its percentage on an axis is the majority's share of all votes,
/// rounded half up. No votes, no MBTI.
public struct VoteTally: Equatable, Sendable {
  /// Votes per letter.
  public private(set) var letterCounts: [Character: Int] = [:]
  /// Votes per four-letter type.
  public private(set) var typeCounts: [MBTI: Int] = [:]
  /// All votes.
  public private(set) var total = 0

  /// An empty tally.
  public init() {}

  /// A tally of `votes`.
  public init(_ votes: some Sequence<MBTI>) {
    for vote in votes { add(vote) }
  }

  /// Counts one more vote.
  public mutating func add(_ vote: MBTI) {
    add(vote, count: 1)
  }

  /// Counts `count` votes of type `vote` (from a `GROUP BY` of stored votes).
  public mutating func add(_ vote: MBTI, count: Int) {
    guard count > 0 else { return }
    total += count
    typeCounts[vote, default: 0] += count
    for axis in MBTIAxis.allCases {
      letterCounts[vote.letter(on: axis), default: 0] += count
    }
  }

  /// The majority letter of `axis`, or nil without votes.
  public func majority(on axis: MBTIAxis) -> Character? {
    guard total > 0 else { return nil }
    let (first, second) = axis.letters
    return letterCounts[first, default: 0] >= letterCounts[second, default: 0] ? first : second
  }

  /// The majority's share of `axis` in percent, rounded half up; 0 without votes.
  public func percent(on axis: MBTIAxis) -> Int {
    guard let letter = majority(on: axis) else { return 0 }
    return Self.percent(letterCounts[letter, default: 0], of: total)
  }

  /// The character's MBTI: the majority on every axis, or nil without votes.
  public var mbti: MBTI? {
    var letters: [MBTIAxis: Character] = [:]
    for axis in MBTIAxis.allCases {
      guard let letter = majority(on: axis) else { return nil }
      letters[axis] = letter
    }
    return MBTI(letters: letters)
  }

  /// The share of votes that chose exactly `type`, in percent.
  public func percent(of type: MBTI) -> Int {
    Self.percent(typeCounts[type, default: 0], of: total)
  }

  /// The most chosen types, most votes first (ties in alphabetical order), at most `count`.
  public func top(_ count: Int) -> [(mbti: MBTI, percent: Int)] {
    typeCounts.sorted { lhs, rhs in
      lhs.value != rhs.value ? lhs.value > rhs.value : lhs.key < rhs.key
    }
    .prefix(count)
    .map { ($0.key, Self.percent($0.value, of: total)) }
  }

  /// `part` of `whole` in percent, rounded half up (0 when `whole` is 0).
  public static func percent(_ part: Int, of whole: Int) -> Int {
    guard whole > 0 else { return 0 }
    return (part * 200 + whole) / (whole * 2)
  }
}
