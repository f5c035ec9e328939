import DimoDomain

/// What the Home and Vote tabs' screens and the flows shared by every tab (content, character
/// and review detail, the vote) need: handed down the coordinators from the composition root.
public struct DimoHomeDependencies: Sendable {
  /// The home sections and their "more" lists.
  public var home: any HomeRepository
  /// Works: detail, 찜, grades.
  public var contents: any ContentRepository
  /// Reviews and the character's analysis.
  public var reviews: any ReviewRepository
  /// Comments.
  public var comments: any CommentRepository
  /// The caller (MBTI of the titles, own reviews).
  public var profile: any MyProfileRepository
  /// Posters and portraits.
  public var images: any DimoImageRepository
  /// Votes, recommendations, searches.
  public var votes: any VoteRepository
  /// The recent searches and seen characters.
  public var recents: any RecentRepository

  /// Creates the container.
  public init(
    home: any HomeRepository, contents: any ContentRepository, reviews: any ReviewRepository,
    comments: any CommentRepository, profile: any MyProfileRepository,
    images: any DimoImageRepository, votes: any VoteRepository, recents: any RecentRepository
  ) {
    self.home = home
    self.contents = contents
    self.reviews = reviews
    self.comments = comments
    self.profile = profile
    self.images = images
    self.votes = votes
    self.recents = recents
  }
}
