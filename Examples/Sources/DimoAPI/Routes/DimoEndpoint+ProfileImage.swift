import CairnNetworking
import Foundation

extension DimoEndpoint {
  /// An uploaded profile picture's bytes (`GET profile_images/{file}`).
  public static func requestProfileImage(file: String) -> APIRequest<Data> {
    DimoEndpoint.profileImage(file: file).expectingData()
  }

  /// True for a picture path the server answers with an uploaded profile picture (like
  /// `/dimo/profile_images/12-….png`) rather than a poster or portrait.
  public static func isProfileImagePath(_ path: String) -> Bool {
    path.split(separator: "/").dropLast().last == "profile_images"
  }
}
