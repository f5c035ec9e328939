import CairnTesting

/// Titles for the drill's edits: Korean, emoji and combining marks, so that every edit also
/// exercises the limits' one way of counting.
enum DrillText {
  static let words = [
    "회의 준비", "배포", "리뷰", "🎉 출시", "café", "cafe\u{301}", "한글 ㄱㄴ", "테스트 작성", "버그 수정",
  ]

  static func random(using random: inout SeededGenerator) -> String {
    let count = Int.random(in: 1...3, using: &random)
    return (0..<count).compactMap { _ in words.randomElement(using: &random) }.joined(
      separator: " ")
  }
}

/// What a drill run did, printed at its end.
struct DrillTally: CustomStringConvertible {
  var steps = 0
  var edits = 0
  var refusedEdits = 0
  var syncs = 0
  var crashes = 0
  var fullDisks = 0
  var attacks = 0

  var description: String {
    "\(steps) steps: \(edits) edits acknowledged, \(refusedEdits) refused by a full disk, "
      + "\(syncs) syncs, \(crashes) server kills, \(fullDisks) full disks, \(attacks) hostile pushes"
  }
}
