import CairnPresentation
import DimoDomain

extension Loadable where Value == [VoteCandidate] {
  /// The same list with `vote` applied to its character (voted, the new MBTI): a list shows a
  /// vote cast from it without loading again.
  func applying(_ vote: CastVote) -> Loadable<[VoteCandidate]> {
    map { candidates in candidates.map { $0.applying(vote) } }
  }

  /// The listed candidate with this id, once loaded.
  public func candidate(_ id: Int) -> VoteCandidate? {
    value?.first { $0.id == id }
  }
}
