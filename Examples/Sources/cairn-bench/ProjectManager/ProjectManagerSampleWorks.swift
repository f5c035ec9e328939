import Foundation
import ProjectManagerDomain

/// Made-up works for the Project Manager benchmarks: varied titles (Hangul and English), bodies
/// from empty to a few hundred characters (some on several lines), due days spread over three
/// years, and states split 40 / 20 / 40 over TODO, DOING and DONE. The same index always gives
/// the same work, so every run measures the same board.
struct ProjectManagerSampleWorks {
  /// One generated work, as plain values.
  struct Sample {
    /// The work's id, derived from its index.
    let id: UUID
    /// The title, at most a few dozen characters.
    let title: String
    /// The body, up to about 400 characters.
    let body: String
    /// `YYYY-MM-DD`.
    let due: String
    /// The column.
    let state: WorkState
  }

  private static let subjects = [
    "회의 준비", "장보기", "코드 리뷰", "Release notes", "운동", "Bug triage", "디자인 검토",
    "보고서 작성", "Deploy staging", "은행 업무", "Write tests", "고객 미팅", "Refactor sync",
    "여행 계획", "Update docs", "세금 신고", "Plan sprint", "병원 예약", "Fix crash", "독서 모임",
  ]
  private static let details = [
    "", "오전", "오후", "before lunch", "팀 전체", "v2", "급함", "follow-up", "초안", "final",
  ]
  private static let sentences = [
    "자료를 정리하고 공유 폴더에 올리기.", "Check the numbers against last quarter.",
    "담당자에게 일정 확인 메일 보내기.", "Ask for feedback before Friday.",
    "회의록을 작성해서 팀 채널에 남기기.", "Keep the scope small; ship the first part.",
    "필요한 준비물: 노트북, 충전기, 출입증.", "Compare the two options and write down why.",
  ]

  /// The work at `index`.
  func sample(_ index: Int) -> Sample {
    var random = SplitMix(seed: UInt64(index))
    let subject = Self.subjects[random.next(below: Self.subjects.count)]
    let detail = Self.details[random.next(below: Self.details.count)]
    let title = [subject, detail, "#\(index)"].filter { !$0.isEmpty }.joined(separator: " ")
    var body = ""
    for line in 0..<random.next(below: 8) {
      if line > 0 { body += random.next(below: 3) == 0 ? "\n" : " " }
      body += Self.sentences[random.next(below: Self.sentences.count)]
    }
    let year = 2025 + random.next(below: 3)
    let month = 1 + random.next(below: 12)
    let day = 1 + random.next(below: 28)
    let roll = random.next(below: 10)
    let state: WorkState = roll < 4 ? .todo : roll < 6 ? .doing : .done
    return Sample(
      id: Self.id(index), title: title, body: body,
      due: String(format: "%04d-%02d-%02d", year, month, day), state: state)
  }

  /// A draft of the work at `index`, for `SQLiteWorkStore.create`.
  func draft(_ index: Int) -> WorkDraft? {
    let sample = sample(index)
    guard let due = try? Day(parsing: sample.due) else { return nil }
    return WorkDraft(title: sample.title, body: sample.body, due: due)
  }

  /// A UUID whose last 12 hex digits are `index`.
  static func id(_ index: Int) -> UUID {
    let tail = String(format: "%012llx", UInt64(index))
    return UUID(uuidString: "00000000-0000-4000-8000-" + tail) ?? UUID()
  }
}

/// A small, fast, seeded pseudo-random generator (SplitMix64).
struct SplitMix {
  private var state: UInt64

  /// Starts the sequence at `seed`.
  init(seed: UInt64) {
    state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 0x632B_E59B_D9B4_E019
  }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A number in `0..<bound`.
  mutating func next(below bound: Int) -> Int {
    Int(next() % UInt64(max(bound, 1)))
  }
}
