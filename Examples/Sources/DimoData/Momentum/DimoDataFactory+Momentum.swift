extension DimoDataFactory {
  /// Profiles and their lists (My Momentum), through the session.
  public var momentumRepository: RemoteMomentumRepository {
    RemoteMomentumRepository(service: session.service)
  }
}
