import DimoAPI
import DimoDomain
import Foundation
import Hummingbird

/// My Momentum: profiles and their lists (anyone's, for anyone), and editing one's own.
struct ProfileHandlers: Sendable {
  let env: DimoEnvironment

  /// `GET my_momentum`: the named user's profile (the caller's without `user_id`); the real
  /// name only for the caller.
  func profile(_ request: Request, _ caller: Caller) async throws -> any DimoResponse {
    let user = try await subject(request, caller)
    return RespondProfile(
      code: 200, message: DimoMessages.profile, userID: user.userID,
      name: user.userNo == caller.userNo ? user.name : nil, nickname: user.nickname,
      mbti: user.mbti, intro: user.intro, profileImg: env.paths.profile(user.profileImg))
  }

  /// `GET my_momentum/like_anime_content`: 201 when empty.
  func likedAnime(_ request: Request, _ caller: Caller) async throws -> any DimoResponse {
    let user = try await subject(request, caller)
    let paths = env.paths
    let rows = try await env.read { db in
      try await ProfileQueries.likedAnime(db, paths: paths, userNo: user.userNo)
    }
    return rows.isEmpty
      ? RespondLikedAnime(code: 201, message: DimoMessages.noLikedAnime, likeContentInfo: [])
      : RespondLikedAnime(code: 200, message: DimoMessages.likedAnime, likeContentInfo: rows)
  }

  /// `GET my_momentum/like_movie_content`: 201 when empty.
  func likedMovies(_ request: Request, _ caller: Caller) async throws -> any DimoResponse {
    let user = try await subject(request, caller)
    let paths = env.paths
    let rows = try await env.read { db in
      try await ProfileQueries.likedMovies(db, paths: paths, userNo: user.userNo)
    }
    return rows.isEmpty
      ? RespondLikedMovies(code: 201, message: DimoMessages.noLikedMovies, likeContent: [])
      : RespondLikedMovies(code: 200, message: DimoMessages.likedMovies, likeContent: rows)
  }

  /// `GET my_momentum/review`: 201 when empty.
  func reviews(_ request: Request, _ caller: Caller) async throws -> any DimoResponse {
    let user = try await subject(request, caller)
    let paths = env.paths
    let rows = try await env.read { db in
      try await ProfileQueries.reviews(db, paths: paths, userNo: user.userNo, userID: user.userID)
    }
    return rows.isEmpty
      ? RespondMyReviews(code: 201, message: DimoMessages.noMyReviews, review: [])
      : RespondMyReviews(code: 200, message: DimoMessages.myReviews, review: rows)
  }

  /// `GET my_momentum/comment`: 201 when empty.
  func comments(_ request: Request, _ caller: Caller) async throws -> any DimoResponse {
    let user = try await subject(request, caller)
    let paths = env.paths
    let rows = try await env.read { db in
      try await ProfileQueries.comments(db, paths: paths, userNo: user.userNo, userID: user.userID)
    }
    return rows.isEmpty
      ? RespondMyComments(code: 201, message: DimoMessages.noMyComments, comment: [])
      : RespondMyComments(code: 200, message: DimoMessages.myComments, comment: rows)
  }

  /// `GET my_momentum/voted_character`: 201 when empty.
  func votes(_ request: Request, _ caller: Caller) async throws -> any DimoResponse {
    let user = try await subject(request, caller)
    let paths = env.paths
    let rows = try await env.read { db in
      try await ProfileQueries.votes(db, paths: paths, userNo: user.userNo, userID: user.userID)
    }
    return rows.isEmpty
      ? RespondVotedCharacters(
        code: 201, message: DimoMessages.noVotedCharacters, votedCharacter: [])
      : RespondVotedCharacters(
        code: 200, message: DimoMessages.votedCharacters, votedCharacter: rows)
  }

  /// `POST my_momentum/mod_profile` (multipart): a new picture and/or self-introduction. The
  /// picture is read through to its end (``UploadedPicture``): 415 when it is not a whole PNG
  /// or JPEG, 422 when it is larger than ``DimoRules/maxProfileImageSide``.
  func modify(_ request: Request, _ caller: Caller) async throws -> any DimoResponse {
    let form = try await ProfileForm.read(request)
    try caller.requireSelf(form.userID)
    let intro = try form.intro.map { text in try checked { try DimoRules.validatedIntro(text) } }
    var picture: String?
    if let image = form.image {
      let kind = try await UploadedPicture.checkInTurn(image)
      picture = try env.profileImages.store(image, kind: kind, userNo: caller.userNo)
    }
    guard intro != nil || picture != nil else {
      throw DimoRefusal.badRequest(DimoMessages.nothingToModify)
    }
    let chosenPicture = picture
    do {
      try await env.write { db in
        try await ProfileQueries.setProfile(
          db, userNo: caller.userNo, intro: intro, picture: chosenPicture)
      }
    } catch {
      env.profileImages.delete(named: chosenPicture)
      throw error
    }
    if picture != nil { env.profileImages.delete(named: caller.user.profileImg) }
    let updated = try await env.read { db in
      try await UserQueries.find(db, userNo: caller.userNo)
    }
    return RespondModifyProfile(
      code: 200, message: DimoMessages.profileModified, intro: updated?.intro,
      profileImg: env.paths.profile(updated?.profileImg))
  }

  /// The account the request names with `user_id`, or the caller: 404 for a withdrawn or
  /// unknown one.
  private func subject(_ request: Request, _ caller: Caller) async throws -> UserRecord {
    let query = try QueryRequest.decode(RequestUser.self, from: request)
    guard let userID = query.userID, userID != caller.user.userID else { return caller.user }
    guard let user = try await env.read({ db in try await UserQueries.find(db, userID: userID) })
    else { throw DimoRefusal.notFound(DimoMessages.noProfile) }
    return user
  }
}
