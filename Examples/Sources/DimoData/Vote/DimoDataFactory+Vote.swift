extension DimoDataFactory {
  /// Votes and the Vote tab's lists, through the session.
  public var voteRepository: RemoteVoteRepository {
    RemoteVoteRepository(service: session.service)
  }

  /// The recent searches and seen characters, through the session.
  public var recentRepository: RemoteRecentRepository {
    RemoteRecentRepository(service: session.service)
  }
}
