import CairnPresentation
import Foundation
import ProjectManagerDomain

/// The board: three columns (TODO, DOING, DONE) with live counts, and the sync status line;
/// add, open, move, delete and sync now (the original Project Manager).
///
/// The board is driven by the repository's live stream, so a change from anywhere — the form,
/// the command line, a sync — appears at once. The stream and the sync status are consumed by
/// tasks the view model owns: they end with it.
@MainActor
public final class BoardViewModel: ViewModel {
  /// What the user did on the board.
  public struct Input {
    /// The screen appeared: start watching the works and the sync status.
    public var viewDidLoad: Signal<Void>
    /// The "+" button.
    public var addTapped: Signal<Void>
    /// A card was opened: the edit form.
    public var workSelected: Signal<UUID>
    /// A card's long press: the move action sheet.
    public var moveRequested: Signal<UUID>
    /// A card's swipe: delete, after confirming.
    public var deleteRequested: Signal<UUID>
    /// Sync with the server now.
    public var syncRequested: Signal<Void>
    /// Retry: watch the works again after a failure, and sync again after a failed or
    /// offline sync.
    public var retry: Signal<Void>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(
      viewDidLoad: Signal<Void> = .never, addTapped: Signal<Void> = .never,
      workSelected: Signal<UUID> = .never, moveRequested: Signal<UUID> = .never,
      deleteRequested: Signal<UUID> = .never, syncRequested: Signal<Void> = .never,
      retry: Signal<Void> = .never
    ) {
      self.viewDidLoad = viewDidLoad
      self.addTapped = addTapped
      self.workSelected = workSelected
      self.moveRequested = moveRequested
      self.deleteRequested = deleteRequested
      self.syncRequested = syncRequested
      self.retry = retry
    }
  }

  /// What the board shows.
  public struct Output {
    /// Always three columns: TODO, DOING, DONE.
    public var columns: Driver<[BoardColumn]>
    /// The sync status line.
    public var syncStatus: Driver<SyncStatusText>
    /// One-shot messages (errors) for a toast or alert.
    public var message: Signal<String>
    /// After a sync, the edits of this device that another device's later write of the same
    /// field replaced, each with the value that lost (never empty).
    public var overwritten: Signal<[OverwrittenEditText]>
  }

  /// The coordinator that navigates for this screen.
  public weak var coordinator: (any BoardCoordinating)?

  private let dependencies: ProjectManagerDependencies
  private let fetchWorks: FetchWorksUseCase
  private let moveWork: MoveWorkUseCase
  private let deleteWork: DeleteWorkUseCase
  private let columns: BehaviorRelay<[BoardColumn]>
  private let syncStatus = BehaviorRelay(SyncStatusText.unknown)
  private let message = PublishRelay<String>()
  private let overwritten = PublishRelay<[OverwrittenEditText]>()
  private let bag = TaskBag()
  /// What the board shows, changed row by row as the repository reports writes: a move on a
  /// board of 100,000 works touches two columns' chunks, not every card.
  private var contents: BoardContents?
  /// Counts the full reads shown, so that an index built for an older one is not installed.
  private var fullReads = 0
  /// The day the columns were last shown for.
  private var shownDay: Day?
  /// Counts the times the works were watched, so that a stream that ended late never marks
  /// a newer one as ended.
  private var observation = 0
  private var isObservingWorks = false
  private var isObservingSync = false
  private var isObservingDays = false

  /// Creates the view model from the app's dependencies.
  public init(dependencies: ProjectManagerDependencies) {
    self.dependencies = dependencies
    let repository = dependencies.repository
    fetchWorks = FetchWorksUseCase(repository: repository)
    moveWork = MoveWorkUseCase(repository: repository)
    deleteWork = DeleteWorkUseCase(repository: repository)
    columns = BehaviorRelay(
      WorkState.allCases.map {
        BoardColumn(state: $0, works: .loading, today: dependencies.today)
      })
  }

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    input.viewDidLoad.observe { [weak self] in
      self?.observeWorks()
      self?.observeSync()
      self?.observeDays()
    }.store(in: bag)
    input.retry.observe { [weak self] in self?.retryAfterFailure() }.store(in: bag)
    input.addTapped.observe { [weak self] in self?.coordinator?.showForm(for: nil) }.store(in: bag)
    input.workSelected.observe { [weak self] id in
      guard let self, let work = work(id) else { return }
      coordinator?.showForm(for: work)
    }.store(in: bag)
    input.moveRequested.observe { [weak self] id in self?.move(id) }.store(in: bag)
    input.deleteRequested.observe { [weak self] id in self?.delete(id) }.store(in: bag)
    input.syncRequested.observe { [weak self] in self?.syncNow() }.store(in: bag)
    return Output(
      columns: columns.driver, syncStatus: syncStatus.driver, message: message.signal,
      overwritten: overwritten.signal)
  }

  /// The work shown with this id, if any.
  public func work(_ id: UUID) -> Work? {
    contents?.work(id)
  }

  // MARK: Watching

  /// Consumes the repository's live stream in a task the bag owns; `self` is only reached
  /// through synchronous helpers, never held across an `await`.
  ///
  /// A full read is shown as it was read; the index that changes need (``BoardIndex``) is built
  /// off the main actor meanwhile, and a change waits for it: the first output costs no more
  /// than the read, and every change after it O(works it wrote).
  private func observeWorks() {
    guard !isObservingWorks else { return }
    isObservingWorks = true
    observation += 1
    let generation = observation
    let stream = fetchWorks.observeChanges()
    bag.run { [weak self] in
      var indexing: (read: Int, task: Task<BoardIndex?, Never>)?
      defer { indexing?.task.cancel() }
      do {
        for try await changes in stream {
          switch changes {
          case .all(let board):
            indexing?.task.cancel()
            guard let read = self?.show(board, generation: generation) else { continue }
            let task = Task.detached(priority: .userInitiated) { BoardIndex(board) }
            indexing = (read, task)
            self?.installWhenBuilt(task, for: read)
          case .changed(let saved, let removed):
            if let pending = indexing {
              let task = pending.task
              let index = await withTaskCancellationHandler {
                await task.value
              } onCancel: {
                task.cancel()
              }
              indexing = nil
              guard let index else { continue }
              self?.install(index, for: pending.read)
            }
            self?.apply(saved: saved, removed: removed, generation: generation)
          }
        }
        self?.observationEnded(generation: generation, error: nil)
      } catch {
        self?.observationEnded(generation: generation, error: error)
      }
    }
  }

  /// Installs the index of full read `read` as soon as it is built, so that looking a work up
  /// stops walking the columns even before the first change.
  private func installWhenBuilt(_ task: Task<BoardIndex?, Never>, for read: Int) {
    bag.run { [weak self] in
      guard let index = await task.value else { return }
      self?.install(index, for: read)
    }
  }

  /// Redraws the cards at each midnight: a due day that just passed turns red with no change
  /// to any work.
  private func observeDays() {
    guard !isObservingDays else { return }
    isObservingDays = true
    let days = dependencies.dayTicker.dayStarts()
    bag.run { [weak self] in
      for await _ in days {
        self?.showToday()
      }
    }
  }

  private func observeSync() {
    guard !isObservingSync else { return }
    isObservingSync = true
    let updates = dependencies.sync.statusUpdates()
    bag.run { [weak self] in
      for await status in updates {
        self?.syncStatus.acceptIfChanged(SyncStatusText(status))
      }
    }
    let replaced = dependencies.sync.overwrittenEdits()
    bag.run { [weak self] in
      for await edits in replaced where !edits.isEmpty {
        self?.overwritten.send(edits.map(OverwrittenEditText.init))
      }
    }
  }

  /// Shows a full read in place of everything shown before.
  /// - Returns: the read's number, or `nil` when the stream is not the current one.
  private func show(_ board: Board, generation: Int) -> Int? {
    guard generation == observation else { return nil }
    fullReads += 1
    contents = BoardContents(board)
    columns.acceptIfChanged(shownColumns())
    return fullReads
  }

  /// Installs the index built for full read `read`, unless another read replaced it.
  private func install(_ index: BoardIndex, for read: Int) {
    guard read == fullReads, contents?.places == nil else { return }
    contents?.install(index)
  }

  /// Applies what one change wrote, once the index of the last full read is installed.
  private func apply(saved: [Work], removed: [UUID], generation: Int) {
    guard generation == observation, contents?.places != nil else { return }
    if contents?.apply(saved: saved, removed: removed) == true || shownDay != dependencies.today {
      columns.accept(shownColumns())
    }
  }

  /// Shows the columns again on a new day: the cards' overdue dates change with no work.
  private func showToday() {
    guard contents != nil, shownDay != dependencies.today else { return }
    columns.accept(shownColumns())
  }

  /// The three columns of ``contents``, for today.
  private func shownColumns() -> [BoardColumn] {
    let today = dependencies.today
    shownDay = today
    return WorkState.allCases.map { state in
      BoardColumn(
        state: state,
        works: .items(
          contents?.columns[state] ?? [], emptyMessage: ProjectManagerStrings.emptyColumn),
        today: today)
    }
  }

  private func observationEnded(generation: Int, error: (any Error)?) {
    guard generation == observation else { return }
    isObservingWorks = false
    guard let error, !Task.isCancelled else { return }
    let text = ProjectManagerStrings.message(forStreamError: error)
    message.send(text)
    columns.accept(
      WorkState.allCases.map {
        BoardColumn(
          state: $0, works: .failed(LoadFailure(message: text)), today: dependencies.today)
      })
  }

  private func retryAfterFailure() {
    if !isObservingWorks {
      columns.accept(
        WorkState.allCases.map {
          BoardColumn(state: $0, works: .loading, today: dependencies.today)
        })
      observeWorks()
    }
    if [.error, .offline].contains(syncStatus.value.kind) {
      syncNow()
    }
  }

  // MARK: Actions

  private func syncNow() {
    let sync = dependencies.sync
    bag.run {
      await sync.syncNow()
    }
  }

  private func move(_ id: UUID) {
    guard let work = work(id) else { return }
    let moveWork = self.moveWork
    weak let coordinator = self.coordinator
    bag.run { [weak self] in
      guard let state = await coordinator?.chooseState(for: work) else { return }
      do throws(WorkStoreError) {
        _ = try await moveWork.execute(id: work.id, to: state)
      } catch {
        self?.report(error)
      }
    }
  }

  private func delete(_ id: UUID) {
    guard let work = work(id) else { return }
    let deleteWork = self.deleteWork
    weak let coordinator = self.coordinator
    bag.run { [weak self] in
      guard await coordinator?.confirmDeletion(of: work) == true else { return }
      do throws(WorkStoreError) {
        try await deleteWork.execute(id: work.id)
      } catch {
        self?.report(error)
      }
    }
  }

  private func report(_ error: WorkStoreError) {
    message.send(ProjectManagerStrings.message(for: error))
  }
}
