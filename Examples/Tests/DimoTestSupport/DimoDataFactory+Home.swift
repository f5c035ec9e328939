import DimoData
import DimoPresentation

extension DimoDataFactory {
  /// The Home and Vote tabs' dependencies over this data layer, pictures in memory only.
  public func homeDependencies() -> DimoHomeDependencies {
    DimoHomeDependencies(
      home: homeRepository, contents: contentRepository, reviews: reviewRepository,
      comments: commentRepository, profile: myProfileRepository,
      images: RemoteImageRepository.inMemory(service: session.service), votes: voteRepository,
      recents: recentRepository)
  }
}
