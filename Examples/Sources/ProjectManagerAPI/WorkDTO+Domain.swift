import ProjectManagerDomain

extension WorkDTO {
  /// The wire form of a work.
  public init(_ work: Work) {
    self.init(
      id: work.id.uuidString, title: work.title, body: work.body, due: work.due.iso,
      state: work.state.rawValue)
  }
}
