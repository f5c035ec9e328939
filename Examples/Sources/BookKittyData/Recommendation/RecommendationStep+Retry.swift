import BookKittyDomain
import CairnNetworking

extension RecommendationStep {
  /// The loading step of a request sent again, from the retry interceptor's notice.
  init(_ notice: RetryNotice) {
    let cause: RetryCause =
      switch notice.cause {
      case .timeout: .slowAnswer
      case .unreachable: .unreachable
      case .status(let status): .serverError(status: status)
      }
    self = .retrying(attempt: notice.attempt, maxAttempts: notice.maxAttempts, cause: cause)
  }
}
