import Foundation

/// Creates a work from a draft: a blank title becomes "제목을 입력해주세요"; the body obeys
/// ``WorkRules/bodyLimit``; new works start in TODO.
public struct CreateWorkUseCase: Sendable {
  private let repository: any WorkRepository

  /// Creates the use case on a repository.
  public init(repository: any WorkRepository) {
    self.repository = repository
  }

  /// Saves the draft as a new work.
  public func execute(_ draft: WorkDraft) async throws(WorkStoreError) -> Work {
    do throws(WorkValidationError) {
      try draft.validate()
    } catch {
      throw .invalid(error)
    }
    return try await repository.create(draft)
  }
}

/// Saves a draft over an existing work, with the same rules as creating one.
public struct UpdateWorkUseCase: Sendable {
  private let repository: any WorkRepository

  /// Creates the use case on a repository.
  public init(repository: any WorkRepository) {
    self.repository = repository
  }

  /// Replaces the work's title, body and due day.
  public func execute(id: UUID, with draft: WorkDraft) async throws(WorkStoreError) -> Work {
    do throws(WorkValidationError) {
      try draft.validate()
    } catch {
      throw .invalid(error)
    }
    return try await repository.update(id: id, with: draft)
  }
}

/// Moves a work to one of the two other columns.
public struct MoveWorkUseCase: Sendable {
  private let repository: any WorkRepository

  /// Creates the use case on a repository.
  public init(repository: any WorkRepository) {
    self.repository = repository
  }

  /// Moves the work; moving it to its own column changes nothing.
  public func execute(id: UUID, to state: WorkState) async throws(WorkStoreError) -> Work {
    try await repository.move(id: id, to: state)
  }
}

/// Deletes a work.
public struct DeleteWorkUseCase: Sendable {
  private let repository: any WorkRepository

  /// Creates the use case on a repository.
  public init(repository: any WorkRepository) {
    self.repository = repository
  }

  /// Deletes the work with this id.
  public func execute(id: UUID) async throws(WorkStoreError) {
    try await repository.delete(id: id)
  }
}

/// Reads works: all of them, one, or a live stream for the board.
public struct FetchWorksUseCase: Sendable {
  private let repository: any WorkRepository

  /// Creates the use case on a repository.
  public init(repository: any WorkRepository) {
    self.repository = repository
  }

  /// Every work, by due day then title.
  public func execute() async throws(WorkStoreError) -> [Work] {
    try await repository.works()
  }

  /// The work with this id.
  /// - Throws: ``WorkStoreError/notFound(_:)`` when there is none.
  public func execute(id: UUID) async throws(WorkStoreError) -> Work {
    guard let work = try await repository.work(id: id) else { throw .notFound(id) }
    return work
  }

  /// The works now, then what every change wrote.
  public func observeChanges() -> AsyncThrowingStream<WorkChanges, any Error> {
    repository.observeWorkChanges()
  }
}
