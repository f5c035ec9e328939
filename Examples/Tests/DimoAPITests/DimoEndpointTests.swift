import CairnNetworking
import DimoAPI
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("The DIMO router", .timeLimit(.minutes(3)))
struct DimoEndpointTests {
  @Test func routesAreUniqueByMethodAndPath() {
    let keys = DimoRoute.allCases.map { "\($0.method.rawValue) \($0.path)" }
    #expect(Set(keys).count == keys.count)
    #expect(DimoRoute.allCases.count == 81)
  }

  @Test func endpointsBuildTheOriginalsURLs() throws {
    let network = NetworkService(baseURL: try #require(URL(string: "http://127.0.0.1:8080/dimo/")))
    let detail = try network.makeURLRequest(for: DimoEndpoint.animeDetail(contentID: 3371))
    #expect(detail.url?.absoluteString == "http://127.0.0.1:8080/dimo/detail/animedata/3371")
    let movie = try network.makeURLRequest(for: DimoEndpoint.movieDetail(contentID: 1_000_001))
    #expect(movie.url?.absoluteString == "http://127.0.0.1:8080/dimo/detail/moviedata/1000001")
    let movieHome = try network.makeURLRequest(
      for: DimoEndpoint.movieHomeMore(RequestHomeMore(type: .recommend)))
    #expect(
      movieHome.url?.absoluteString
        == "http://127.0.0.1:8080/dimo/home/movie_more?type=recommend")
    let liked = try network.makeURLRequest(
      for: DimoEndpoint.isLiked(RequestContent(userID: "u1", contentType: .anime, contentID: 5)))
    #expect(
      liked.url?.absoluteString
        == "http://127.0.0.1:8080/dimo/detail/is_like?user_id=u1&content_type=anime&contentId=5")
    let delete = try network.makeURLRequest(
      for: DimoEndpoint.deleteReview(RequestReview(characterID: 1, reviewID: 2)))
    #expect(delete.httpMethod == "DELETE")
    #expect(delete.value(forHTTPHeaderField: "Content-Type") == "application/json")
    let search = try network.makeURLRequest(
      for: DimoEndpoint.searchCharacter(RequestSearch(searchContent: "에렌 & 미카사")))
    #expect(search.url?.absoluteString.contains("search_content=%EC%97%90") == true)
  }

  @Test func onlyLoginSignupAndPicturesGoWithoutAToken() {
    #expect(!DimoEndpoint.login(RequestLogin(userID: "a", password: "b")).shouldAuthenticate)
    #expect(!DimoEndpoint.refresh(RequestRefresh(refreshToken: "r")).shouldAuthenticate)
    #expect(!DimoEndpoint.image(file: "a.png").shouldAuthenticate)
    #expect(DimoEndpoint.home(RequestUser()).shouldAuthenticate)
    #expect(DimoEndpoint.logout.shouldAuthenticate)
  }

  @Test func aGetReadsBackTheQueryItWrote() throws {
    let request = RequestReviewDetail(userID: "u1", characterID: 4, reviewID: 9)
    let back = try RequestReviewDetail(query: DimoQuery(items: request.queryItems))
    #expect(back == request)
    #expect(throws: DimoQueryError.notANumber("review_id")) {
      try RequestReviewDetail(query: DimoQuery(["character_id": "4", "review_id": "x"]))
    }
    #expect(throws: DimoQueryError.missing("character_id")) {
      try RequestCharacter(query: DimoQuery([:]))
    }
  }

  @Test func theProfileFormIsMultipart() throws {
    let network = NetworkService(baseURL: try #require(URL(string: "http://127.0.0.1/dimo/")))
    let request = try network.makeURLRequest(
      for: DimoEndpoint.modifyProfile(
        RequestModifyProfile(intro: "소개", image: Data([1, 2, 3]), imageFilename: "me.png")))
    #expect(
      request.value(forHTTPHeaderField: "Content-Type")?.hasPrefix("multipart/form-data; boundary=")
        == true)
    let body = String(decoding: request.httpBody ?? Data(), as: UTF8.self)
    #expect(body.contains(#"name="image"; filename="me.png""#))
    #expect(body.contains(#"name="intro""#))
  }
}
