import DimoAPI
import DimoDomain
import Foundation
import Testing

@Suite("Recent searches and seen characters: five per user, newest first", .timeLimit(.minutes(8)))
struct RecentListTests {
  @Test(arguments: TestEngine.allCases)
  func searchesKeepTheNewestFivePerUserWithoutDuplicates(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let alice = try await dimo.signUp("searcher")
      let bob = try await dimo.signUp("bystand")
      let empty = try await dimo.client.send(.savedSearches(RequestUser()), token: alice.access)
      #expect(empty.text.contains(#""search_list":null"#))
      _ = try await dimo.client.expect(
        .saveSearch(RequestSearchKeyword(searchContent: "밥의 검색")), token: bob.access,
        as: RespondSavedSearches.self)
      for index in 1...7 {
        _ = try await dimo.client.expect(
          .saveSearch(RequestSearchKeyword(searchContent: "검색\(index)")), token: alice.access,
          as: RespondSavedSearches.self)
      }
      let again = try await dimo.client.expect(
        .saveSearch(RequestSearchKeyword(searchContent: "검색4")), token: alice.access,
        as: RespondSavedSearches.self)
      #expect(again.code == 201 && again.message == DimoMessages.searchAlreadySaved)
      #expect(again.searchList?.map(\.content) == ["검색4", "검색7", "검색6", "검색5", "검색3"])
      let bobs = try await dimo.client.expect(
        .savedSearches(RequestUser()), token: bob.access, as: RespondSavedSearches.self)
      #expect(bobs.searchList?.map(\.content) == ["밥의 검색"], "one user's list never trims another's")

      let delete = DimoEndpoint.deleteSearch(RequestSearchKeyword(searchContent: "검색6"))
      _ = try await dimo.client.expect(delete, token: alice.access, as: RespondMessage.self)
      #expect(try await dimo.client.send(delete, token: alice.access).status == 404)
      _ = try await dimo.client.expect(
        .deleteAllSearches(RequestUser()), token: alice.access, as: RespondMessage.self)
      let none = try await dimo.client.expect(
        .savedSearches(RequestUser()), token: alice.access, as: RespondSavedSearches.self)
      #expect(none.searchList == nil)
      #expect(
        try await dimo.client.send(
          .saveSearch(RequestSearchKeyword(searchContent: String(repeating: "가", count: 31))),
          token: alice.access
        ).status == 422)
    }
  }

  @Test(arguments: TestEngine.allCases)
  func seenCharactersKeepTheNewestFivePerUserWithoutDuplicates(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("seer001")
      let other = try await dimo.signUp("seer002")
      _ = try await dimo.client.expect(
        .saveSeenCharacter(RequestSeenCharacter(characterID: 100)), token: other.access,
        as: RespondMessage.self)
      for id in 1...7 {
        _ = try await dimo.client.expect(
          .saveSeenCharacter(RequestSeenCharacter(characterID: id)), token: user.access,
          as: RespondMessage.self)
      }
      let again = try await dimo.client.expect(
        .saveSeenCharacter(RequestSeenCharacter(characterID: 3)), token: user.access,
        as: RespondMessage.self)
      #expect(again.code == 201 && again.message == DimoMessages.seenAlreadySaved)
      let list = try await dimo.client.expect(
        .seenCharacters(RequestUser()), token: user.access, as: RespondSeenCharacters.self)
      #expect(list.seenChrList?.map(\.characterID) == ["3", "7", "6", "5", "4"])
      let others = try await dimo.client.expect(
        .seenCharacters(RequestUser()), token: other.access, as: RespondSeenCharacters.self)
      #expect(others.seenChrList?.map(\.characterID) == ["100"])

      #expect(
        try await dimo.client.send(
          .saveSeenCharacter(RequestSeenCharacter(characterID: 999_999)), token: user.access
        ).status == 404)
      let delete = DimoEndpoint.deleteSeenCharacter(RequestSeenCharacter(characterID: 7))
      _ = try await dimo.client.expect(delete, token: user.access, as: RespondMessage.self)
      #expect(try await dimo.client.send(delete, token: user.access).status == 404)
      _ = try await dimo.client.expect(
        .deleteAllSeenCharacters(RequestUser()), token: user.access, as: RespondMessage.self)
      let none = try await dimo.client.send(.seenCharacters(RequestUser()), token: user.access)
      #expect(none.text.contains(#""seen_chr_list":null"#))
    }
  }
}
