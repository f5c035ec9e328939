import CairnNetworking
import DimoAPI
import DimoData
import DimoDomain
import DimoTestSupport
import Foundation
import Testing

/// The session through the app's data layer against a real DIMO server: the bearer token, one
/// refresh for many concurrent 401s, the session's end, logging out.
@Suite(.timeLimit(.minutes(3)))
struct SessionTests {
  /// A data layer that does not share identical GETs, so that every call really goes out.
  private func uncoalesced(_ backend: DimoBackend, _ folder: TemporaryFolder) -> DimoDataFactory {
    DimoDataFactory(
      apiURL: backend.apiURL, folder: folder.url,
      configuration: NetworkService.Configuration(coalescedMethods: []))
  }

  @Test func twentyConcurrentCallsWithAnExpiredAccessTokenRefreshOnce() async throws {
    try await withBackend { backend in
      let folder = try TemporaryFolder("dimo-session")
      let data = uncoalesced(backend, folder)
      _ = try await backend.signUp(through: data.auth)
      let before = try #require(TokenFile(folder: folder.url).load())
      backend.clock.advance(by: DimoRules.accessTokenLifetime + 60)

      let service = data.session.service
      let answers = try await withThrowingTaskGroup(of: RespondUserInfo.self) { group in
        for _ in 0..<20 {
          group.addTask { try await service.request(DimoEndpoint.requestUserInfo()) }
        }
        return try await group.reduce(into: []) { $0.append($1) }
      }

      #expect(answers.count == 20)
      #expect(backend.requestCount("login/refresh") == 1)
      #expect(await data.session.tokenStore.refreshCount == 1)
      #expect(backend.requestCount("user_info") == 40, "20 refused, then 20 sent again")
      let after = try #require(TokenFile(folder: folder.url).load())
      #expect(after.refresh != before.refresh && after.access != before.access)
    }
  }

  @Test func aRevokedSessionEndsAndForgetsTheTokens() async throws {
    try await withBackend { backend in
      let folder = try TemporaryFolder("dimo-session")
      let data = backend.makeData(folder: folder.url)
      let account = try await backend.signUp(through: data.auth)
      let endings = data.session.endings()
      // A one-time password revokes every session of the account.
      let other = backend.makeData(folder: try TemporaryFolder("dimo-other").url)
      try await backend.resetPassword(of: account, through: other.auth)

      await #expect(throws: NetworkError.self) {
        _ = try await data.session.service.request(DimoEndpoint.requestUserInfo())
      }
      var iterator = endings.makeAsyncIterator()
      #expect(await iterator.next() == .expired)
      #expect(!data.session.hasSession)
      #expect(TokenFile(folder: folder.url).load() == nil)
      #expect(backend.requestCount("login/refresh") == 1)
    }
  }

  @Test func logOutRevokesTheSessionOnTheServerAndClearsTheFile() async throws {
    try await withBackend { backend in
      let folder = try TemporaryFolder("dimo-session")
      let data = backend.makeData(folder: folder.url)
      _ = try await backend.signUp(through: data.auth)
      let kept = try #require(TokenFile(folder: folder.url).load())
      await data.session.logOut()
      #expect(backend.requestCount("logout") == 1)
      #expect(!data.session.hasSession)
      #expect(TokenFile(folder: folder.url).load() == nil)
      #expect(await data.session.tokenStore.token == nil)
      // The revoked refresh token is refused.
      let plain = DataTransferService(baseURL: backend.apiURL)
      do throws(NetworkError) {
        _ = try await plain.request(
          DimoEndpoint.requestRefresh(RequestRefresh(refreshToken: kept.refresh)))
        Issue.record("the revoked refresh token was accepted")
      } catch {
        #expect(error.status == 401)
      }
    }
  }

  @Test func aKeptSessionServesTheNextLaunch() async throws {
    try await withBackend { backend in
      let folder = try TemporaryFolder("dimo-session")
      let account = try await backend.signUp(through: backend.makeData(folder: folder.url).auth)
      let relaunched = backend.makeData(folder: folder.url)
      #expect(relaunched.session.hasSession)
      let info = try await relaunched.session.service.request(DimoEndpoint.requestUserInfo())
      #expect(info.userID == account.userID)
    }
  }

  @Test func refusedLoginsSayWhy() async throws {
    try await withBackend { backend in
      let data = backend.makeData(folder: try TemporaryFolder("dimo-session").url)
      let account = try await backend.signUp(through: data.auth)
      await #expect(throws: AuthFailure.wrongPassword) {
        try await data.auth.logIn(userID: account.userID, password: "wrong123!")
      }
      await #expect(throws: AuthFailure.noAccount) {
        try await data.auth.logIn(userID: "nobody_here", password: "dimo123!")
      }
      await #expect(throws: AuthFailure.invalidCode) {
        try await data.auth.verifyCode(phoneNumber: account.phone, code: "000000")
      }
      #expect(try await data.auth.isUserIDAvailable(account.userID) == false)
      #expect(try await data.auth.isUserIDAvailable("free_id_1") == true)
    }
  }
}

/// Runs `body` with a fresh backend, then stops it.
func withBackend(_ body: (DimoBackend) async throws -> Void) async throws {
  let backend = try await DimoBackend.start()
  do {
    try await body(backend)
    try await backend.stop()
  } catch {
    try? await backend.stop()
    throw error
  }
}
