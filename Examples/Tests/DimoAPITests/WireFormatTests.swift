import DimoAPI
import DimoDomain
import Foundation
import Testing

/// The JSON shapes the original app's models read: key names, nulls, the odd arrays.
@Suite("The DIMO wire format", .timeLimit(.minutes(3)))
struct WireFormatTests {
  private func object(_ value: some Encodable) throws -> [String: Any] {
    let data = try JSONEncoder().encode(value)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test func homeSectionsUseTheOriginalsArrayKeys() throws {
    let section = HomeSection(characters: [])
    let json = try object(section)
    #expect(json["category"] as? String == "same_mbti_character")
    #expect(json["same_mbti_char"] != nil)
    #expect(try object(HomeSection(category: .hits, anime: []))["hit"] != nil)
    let decoded = try JSONDecoder().decode(
      HomeSection.self, from: Data(#"{"category": "hits", "hit": []}"#.utf8))
    #expect(decoded.category == .hits)
  }

  @Test func nullsAreWrittenAndMissingKeysStillDecode() throws {
    let answer = RespondMostLiked(code: 200, message: "m", mostMBTI: nil)
    let text = String(decoding: try JSONEncoder().encode(answer), as: UTF8.self)
    #expect(text.contains(#""most_mbti":null"#))
    let decoded = try JSONDecoder().decode(
      RespondMostLiked.self, from: Data(#"{"code": 200, "message": "m"}"#.utf8))
    #expect(decoded.mostMBTI == nil)
  }

  @Test func votesAcceptTheOriginalAppsStrings() throws {
    let decoded = try JSONDecoder().decode(
      RequestVote.self,
      from: Data(
        #"{"contentId": "3371", "character_id": "24", "ei": "E", "sn": "N", "tf": "F", "jp": "P"}"#
          .utf8))
    #expect(decoded.contentID == 3371 && decoded.characterID == 24)
    let written = try object(decoded)
    #expect(written["contentId"] as? Int == 3371)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(
        RequestVote.self,
        from: Data(
          #"{"contentId": "x", "character_id": 1, "ei": "E", "sn": "N", "tf": "F", "jp": "P"}"#.utf8
        ))
    }
  }

  @Test func percentagesOfTheResultAreAnArrayOfOneKeyObjects() throws {
    let entry = AxisPercent(axis: .recognition, mbti: "N", percent: 60)
    let json = try object(entry)
    #expect(json["mbti"] as? String == "N" && json["sn"] as? Int == 60 && json.count == 2)
    let decoded = try JSONDecoder().decode(
      AxisPercent.self, from: Data(#"{"mbti": "J", "jp": 75}"#.utf8))
    #expect(decoded == AxisPercent(axis: .reaction, mbti: "J", percent: 75))
  }

  @Test func contentIDIsCamelCaseAndReviewRowsAreFlat() throws {
    #expect(try object(RequestContent(contentType: .movie, contentID: 7))["contentId"] as? Int == 7)
    let row = ReviewDetailRow(
      review: ReviewRow(
        reviewID: 1, userID: "u", characterID: 2, reviewContent: "c", reviewLike: 0, reviewHits: 0,
        reviewSpoiler: 0, nickname: "n", mbti: nil, profileImg: nil, commentCount: 0),
      characterName: "name", title: "t", characterMBTI: nil)
    let json = try object(row)
    #expect(json["review_id"] as? Int == 1 && json["character_name"] as? String == "name")
    #expect(json["character_mbti"] is NSNull && json["profile_img"] is NSNull)
    let back = try JSONDecoder().decode(ReviewDetailRow.self, from: JSONEncoder().encode(row))
    #expect(back == row)
  }

  @Test func refusalsCarryTheirStatusAsCode() {
    #expect(RespondMessage(code: 409, message: "x").httpStatus == 409)
    #expect(RespondMessage(code: 201, message: "x").httpStatus == 200)
  }
}
