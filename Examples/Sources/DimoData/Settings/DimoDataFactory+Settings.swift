extension DimoDataFactory {
  /// The Setting tab's account operations and service center, through the session.
  public var settingsRepository: RemoteSettingsRepository {
    RemoteSettingsRepository(service: session.service)
  }
}
