/// One of the sixteen MBTI types, like `ENFP`: a letter on each ``MBTIAxis``.
public struct MBTI: Hashable, Sendable, CustomStringConvertible, Comparable {
  /// The four capital letters.
  public let description: String

  /// The type spelled by `text` (four capitals, one per axis in order), or nil.
  public init?(_ text: String) {
    let letters = Array(text)
    guard letters.count == MBTIAxis.allCases.count,
      zip(MBTIAxis.allCases, letters).allSatisfy({ axis, letter in axis.contains(letter) })
    else { return nil }
    description = text
  }

  /// The type with one letter per axis, or nil when a letter does not belong to its axis.
  public init?(letters: [MBTIAxis: Character]) {
    self.init(String(MBTIAxis.allCases.compactMap { letters[$0] }))
  }

  /// All sixteen types.
  public static let all: [MBTI] = {
    var types: [String] = [""]
    for axis in MBTIAxis.allCases {
      types = types.flatMap { [$0 + String(axis.letters.first), $0 + String(axis.letters.second)] }
    }
    return types.compactMap(MBTI.init)
  }()

  /// The letter on `axis`.
  public func letter(on axis: MBTIAxis) -> Character {
    let index = MBTIAxis.allCases.firstIndex(of: axis) ?? 0
    return Array(description)[index]
  }

  /// Alphabetical order of the four letters.
  public static func < (lhs: MBTI, rhs: MBTI) -> Bool {
    lhs.description < rhs.description
  }
}
