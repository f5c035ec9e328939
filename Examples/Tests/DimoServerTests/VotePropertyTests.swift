import DimoAPI
import DimoDomain
import ExampleSupport
import Foundation
import PropertyBased
import Testing

@testable import DimoServer

/// Random votes and revotes by several users on fresh characters: every answer agrees with a
/// model written here from the rule itself (per-axis majority, ties to E/S/T/J, shares rounded
/// half up, the top three by count then alphabetically).
@Suite("Random votes against a model (property-based)", .timeLimit(.minutes(8)))
struct VotePropertyTests {
  @Test(arguments: TestEngine.allCases)
  func theMajorityAndPercentagesMatchTheModel(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      var users: [TestUser] = []
      for index in 0..<6 { users.append(try await dimo.signUp("pvoter\(index)")) }
      let voters = users
      let fresh = Locked(try await Self.freshCharacters(dimo))
      await propertyCheck(count: 12, input: Gen.int(in: 0...1_000_000).array(of: 1...30)) {
        steps in
        let characters = fresh.withLock { pool in
          let taken = Array(pool.prefix(2))
          pool.removeFirst(min(2, pool.count))
          return taken
        }
        guard characters.count == 2 else {
          Issue.record("ran out of characters without votes")
          return
        }
        var model: [Int: [Int: String]] = [:]
        for step in steps {
          let user = step % voters.count
          let character = characters[(step / voters.count) % 2]
          let letters = Self.letters(step / (voters.count * 2))
          let request = RequestVote(
            contentID: character.animeID, characterID: character.id, ei: letters[0], sn: letters[1],
            tf: letters[2], jp: letters[3])
          let isRevote = model[character.id]?[user] != nil
          let answer = try await dimo.client.expect(
            isRevote ? .revote(request) : .vote(request), token: voters[user].access,
            as: RespondVote.self)
          model[character.id, default: [:]][user] = letters.joined()
          let expected = Model(votes: Array(model[character.id, default: [:]].values))
          #expect(answer.characterMBTI == expected.mbti)
          #expect(answer.mbtiPercent.ei == expected.percent(axis: 0))
          #expect(answer.mbtiPercent.sn == expected.percent(axis: 1))
          #expect(answer.mbtiPercent.tf == expected.percent(axis: 2))
          #expect(answer.mbtiPercent.jp == expected.percent(axis: 3))
        }
        for character in characters {
          try await Self.checkResults(dimo, character.id, model[character.id] ?? [:], voters)
        }
      }
      #expect(try await dimo.countersMatchRows())
    }
  }

  private static func checkResults(
    _ dimo: DimoTestServer, _ characterID: Int, _ votes: [Int: String], _ voters: [TestUser]
  ) async throws {
    let expected = Model(votes: Array(votes.values))
    let result = try await dimo.client.expect(
      .viewResult(RequestCharacter(characterID: characterID)), token: voters[0].access,
      as: RespondViewResult.self)
    #expect(result.characterInfo.characterMBTI == (votes.isEmpty ? nil : expected.mbti))
    let top = [result.top3MBTI.first, result.top3MBTI.second, result.top3MBTI.third]
      .filter { $0.percent > 0 || $0.mbti != DimoMessages.noResult }
    #expect(top.map(\.mbti) == expected.top3.map(\.mbti))
    #expect(top.map(\.percent) == expected.top3.map(\.percent))
    if let mine = votes[0] {
      #expect(result.myVoteMBTI == mine)
      #expect(result.myVoteMBTIPercent == expected.share(of: mine))
    }
    let stored = try await dimo.number(
      "SELECT vote_count AS n FROM anime_character WHERE character_id = \(characterID)")
    #expect(stored == votes.count)
  }

  /// Characters nobody voted on yet, with their work.
  private static func freshCharacters(_ dimo: DimoTestServer) async throws
    -> [(id: Int, animeID: Int)]
  {
    var characters: [(Int, Int)] = []
    let ids = try await dimo.database.read { db in
      try await db.raw(
        "SELECT character_id, anime_id FROM anime_character WHERE vote_count = 0 ORDER BY character_id"
      ).all()
    }
    for row in ids {
      characters.append(
        (
          try row.decode(column: "character_id", as: Int.self),
          try row.decode(column: "anime_id", as: Int.self)
        ))
    }
    return characters
  }

  /// Four letters from the low four bits of `bits`.
  private static func letters(_ bits: Int) -> [String] {
    [("E", "I"), ("S", "N"), ("T", "F"), ("J", "P")].enumerated().map { index, pair in
      (bits >> index) & 1 == 0 ? pair.0 : pair.1
    }
  }

  /// The rule, written again: counts per letter and per type.
  private struct Model {
    let votes: [String]

    private static let axes: [(Character, Character)] = [
      ("E", "I"), ("S", "N"), ("T", "F"), ("J", "P"),
    ]

    func count(_ letter: Character, axis: Int) -> Int {
      votes.filter { Array($0)[axis] == letter }.count
    }

    func majority(axis: Int) -> Character {
      let (first, second) = Self.axes[axis]
      return count(first, axis: axis) >= count(second, axis: axis) ? first : second
    }

    var mbti: String { String((0..<4).map(majority)) }

    func percent(axis: Int) -> Int {
      rounded(count(majority(axis: axis), axis: axis))
    }

    func share(of type: String) -> Int {
      rounded(votes.filter { $0 == type }.count)
    }

    var top3: [(mbti: String, percent: Int)] {
      let counts = Dictionary(grouping: votes, by: { $0 }).mapValues(\.count)
      return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        .prefix(3).map { ($0.key, rounded($0.value)) }
    }

    private func rounded(_ part: Int) -> Int {
      guard !votes.isEmpty else { return 0 }
      return Int((Double(part) * 100 / Double(votes.count)).rounded(.toNearestOrAwayFromZero))
    }
  }
}
