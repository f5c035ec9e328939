import CairnNetworking
import DimoAPI
import DimoDomain

/// The caller's profile from `GET my_momentum`.
public struct RemoteMyProfileRepository: MyProfileRepository {
  private let service: DataTransferService

  /// Creates the repository on a service whose base URL ends in `/dimo/`.
  public init(service: DataTransferService) {
    self.service = service
  }

  /// The caller's login id, nickname and MBTI.
  public func fetchMyProfile() async throws(DimoFailure) -> MyProfile {
    let profile = try await send(DimoEndpoint.requestProfile(), through: service)
    return MyProfile(
      userID: profile.userID, nickname: profile.nickname, mbti: profile.mbti.flatMap(MBTI.init))
  }
}
