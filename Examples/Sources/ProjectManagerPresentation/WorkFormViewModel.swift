import CairnNavigation
import CairnPresentation
import Foundation
import ProjectManagerDomain

/// The create / edit form in its sheet: title, body (at most 1,000 characters, with a
/// counter) and due day. The right button is "Done" for a new work, which creates it in TODO,
/// and "Edit" for an existing one, which saves it (the original Project Manager: decided here, not by the view).
@MainActor
public final class WorkFormViewModel: ViewModel, RestorableContent {
  /// What the user did in the form.
  public struct Input {
    /// The title field changed.
    public var title: Signal<String>
    /// The body area changed.
    public var body: Signal<String>
    /// A due day was picked.
    public var due: Signal<Day>
    /// The right bar button: "Done" creates, "Edit" saves.
    public var rightButtonTapped: Signal<Void>
    /// The left bar button, or Esc: asks first when there are unsaved changes.
    public var cancelTapped: Signal<Void>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(
      title: Signal<String> = .never, body: Signal<String> = .never, due: Signal<Day> = .never,
      rightButtonTapped: Signal<Void> = .never, cancelTapped: Signal<Void> = .never
    ) {
      self.title = title
      self.body = body
      self.due = due
      self.rightButtonTapped = rightButtonTapped
      self.cancelTapped = cancelTapped
    }
  }

  /// What the form shows.
  public struct Output {
    /// The values in the fields.
    public var draft: Driver<WorkDraft>
    /// "Done" for a new work, "Edit" for an existing one.
    public var rightButtonTitle: Driver<String>
    /// The body's counter, "12/1000".
    public var bodyCounter: Driver<String>
    /// True once the body has reached its limit: the counter turns red, as BookKitty's does.
    public var isBodyAtLimit: Driver<Bool>
    /// How long the title and body may be: the screen's fields read them from here.
    public var limits: WorkFormLimits
    /// True while a save is running.
    public var isSaving: Driver<Bool>
    /// One-shot messages (a failed save); the sheet stays open.
    public var message: Signal<String>
  }

  /// The coordinator that closes the sheet.
  public weak var coordinator: (any WorkFormCoordinating)?

  /// The work being edited, or `nil` when adding one.
  public let existing: Work?
  /// The calendar due days are picked in.
  public let calendar: Calendar
  private let createWork: CreateWorkUseCase
  private let updateWork: UpdateWorkUseCase
  private let draft: BehaviorRelay<WorkDraft>
  /// The draft the form opened with: what "unsaved changes" are measured against.
  private let originalDraft: WorkDraft
  private let isSaving = BehaviorRelay(false)
  private let message = PublishRelay<String>()
  private let bag = TaskBag()

  /// Creates the form for a new work due today (`existing == nil`) or for an existing one.
  /// With `draft`, the fields hold it instead, and it counts as unsaved changes.
  public init(
    existing: Work?, dependencies: ProjectManagerDependencies, draft restored: WorkDraft? = nil
  ) {
    self.existing = existing
    calendar = dependencies.calendar
    createWork = CreateWorkUseCase(repository: dependencies.repository)
    updateWork = UpdateWorkUseCase(repository: dependencies.repository)
    originalDraft = existing.map(WorkDraft.init) ?? WorkDraft(due: dependencies.today)
    draft = BehaviorRelay(restored ?? originalDraft)
  }

  /// The link that brings this form back as it is, with the draft when it differs from what
  /// the form opened with.
  public var restorationLink: URL? {
    let unsaved = hasUnsavedChanges ? draft.value : nil
    guard let existing else { return ProjectManagerRoute.new(draft: unsaved).link }
    return ProjectManagerRoute.work(existing.id, draft: unsaved).link
  }

  /// The navigation-bar title: the work's title, or "새 할 일".
  public var title: String {
    existing?.title ?? ProjectManagerStrings.newWorkTitle
  }

  // snippet: pm-form-right-button
  /// "Done" for a new work, "Edit" for an existing one.
  public var rightButtonTitle: String {
    existing == nil ? ProjectManagerStrings.done : ProjectManagerStrings.edit
  }
  // end-snippet

  /// Binds the form's events.
  public func transform(_ input: Input) -> Output {
    input.title.observe { [weak self] text in
      self?.updateDraft { $0.title = text }
    }.store(in: bag)
    input.body.observe { [weak self] text in
      self?.updateDraft { $0.body = text }
    }.store(in: bag)
    input.due.observe { [weak self] day in
      self?.updateDraft { $0.due = day }
    }.store(in: bag)
    input.rightButtonTapped.observe { [weak self] in self?.save() }.store(in: bag)
    input.cancelTapped.observe { [weak self] in self?.cancel() }.store(in: bag)
    return Output(
      draft: draft.driver,
      rightButtonTitle: .just(rightButtonTitle),
      bodyCounter: draft.driver.map { WorkRules.counter(for: $0.body) },
      isBodyAtLimit: draft.driver.map { WorkRules.length(of: $0.body) >= WorkRules.bodyLimit },
      limits: WorkFormLimits(title: WorkRules.titleLimit, body: WorkRules.bodyLimit),
      isSaving: isSaving.driver,
      message: message.signal)
  }

  /// True when the fields differ from what the form opened with.
  public var hasUnsavedChanges: Bool {
    draft.value != originalDraft
  }

  /// Leaves at once, or, with unsaved changes, after the coordinator's confirmation.
  private func cancel() {
    guard hasUnsavedChanges, !isSaving.value else {
      coordinator?.formDidCancel()
      return
    }
    // The coordinator, not `self`, is held while the dialog waits: it shows the dialog anyway.
    let coordinator = self.coordinator
    bag.run {
      guard await coordinator?.confirmDiscardingChanges() == true else { return }
      coordinator?.formDidCancel()
    }
  }

  private func updateDraft(_ change: (inout WorkDraft) -> Void) {
    var changed = draft.value
    change(&changed)
    draft.acceptIfChanged(changed)
  }

  /// Creates or saves the work; `self` is not held while the database writes.
  private func save() {
    guard !isSaving.value else { return }
    let draft = self.draft.value
    let existingID = existing?.id
    let createWork = self.createWork
    let updateWork = self.updateWork
    isSaving.accept(true)
    bag.run { [weak self] in
      do throws(WorkStoreError) {
        let saved: Work
        if let existingID {
          saved = try await updateWork.execute(id: existingID, with: draft)
        } else {
          saved = try await createWork.execute(draft)
        }
        self?.didSave(saved)
      } catch {
        self?.didFail(error)
      }
    }
  }

  private func didSave(_ work: Work) {
    isSaving.accept(false)
    coordinator?.formDidSave(work)
  }

  private func didFail(_ error: WorkStoreError) {
    isSaving.accept(false)
    message.send(ProjectManagerStrings.message(for: error))
  }
}
