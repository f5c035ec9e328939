import CairnNavigation
import CairnPresentation
import Foundation
import TodoDomain

/// The detail form in its sheet: empty and editable for a new todo; read-only with "Edit" for
/// an existing one (the original TodoList). "Done" saves, unless title and content are both blank.
@MainActor
public final class TodoDetailViewModel: ViewModel, RestorableContent {
  /// What the user did in the form.
  public struct Input {
    /// The title field changed.
    public var title: Signal<String>
    /// The content area changed.
    public var content: Signal<String>
    /// A deadline day was picked.
    public var deadline: Signal<Date>
    /// The right bar button: "Edit" unlocks, "Done" saves.
    public var rightButtonTapped: Signal<Void>
    /// The left bar button "Cancel" (Esc): asks first when there are unsaved changes.
    public var cancelTapped: Signal<Void>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(
      title: Signal<String> = .never, content: Signal<String> = .never,
      deadline: Signal<Date> = .never, rightButtonTapped: Signal<Void> = .never,
      cancelTapped: Signal<Void> = .never
    ) {
      self.title = title
      self.content = content
      self.deadline = deadline
      self.rightButtonTapped = rightButtonTapped
      self.cancelTapped = cancelTapped
    }
  }

  // snippet: todo-detail-output
  /// What the form shows.
  public struct Output {
    /// The values in the fields.
    public var draft: Driver<TodoDraft>
    /// False while an existing todo is shown read-only.
    public var isEditable: Driver<Bool>
    /// "Done" or "Edit": decided here, not by the view (the original Project Manager).
    public var rightButtonTitle: Driver<String>
    /// True while a save is running.
    public var isSaving: Driver<Bool>
    /// One-shot messages (a failed save, "nothing saved").
    public var message: Signal<String>
  }
  // end-snippet

  /// The coordinator that closes the sheet.
  public weak var coordinator: (any TodoDetailCoordinating)?

  /// The todo being shown, or `nil` when adding.
  public let existing: Todo?
  /// The calendar deadlines are picked in.
  public let calendar: Calendar
  private let saveTodo: SaveTodoUseCase
  private let draft: BehaviorRelay<TodoDraft>
  /// The draft as it was when the form opened: what "unsaved changes" are measured against.
  private let originalDraft: TodoDraft
  private let isEditable: BehaviorRelay<Bool>
  private let isSaving = BehaviorRelay(false)
  private let message = PublishRelay<String>()
  private let bag = TaskBag()

  /// Creates the form for a new todo (`existing == nil`, always editable) or an existing one,
  /// read-only until "Edit" unless `isEditing`. With `draft`, the fields hold it instead of the
  /// todo's values, and it counts as unsaved changes.
  public init(
    existing: Todo?, dependencies: TodoDependencies, isEditing: Bool = false,
    draft restored: TodoDraft? = nil
  ) {
    self.existing = existing
    calendar = dependencies.calendar
    saveTodo = SaveTodoUseCase(repository: dependencies.repository)
    let today = dependencies.calendar.startOfDay(for: dependencies.now())
    originalDraft = existing.map(TodoDraft.init) ?? TodoDraft(deadline: today)
    isEditable = BehaviorRelay(existing == nil || isEditing)
    draft = BehaviorRelay(isEditable.value ? restored ?? originalDraft : originalDraft)
  }

  /// The navigation-bar title: the todo's title, or "새 할 일".
  public var title: String {
    existing?.title ?? TodoStrings.newTodoTitle
  }

  // snippet: todo-detail-transform
  /// Binds the form's events.
  public func transform(_ input: Input) -> Output {
    input.title.observe { [weak self] text in
      self?.updateDraft { $0.title = text }
    }.store(in: bag)
    input.content.observe { [weak self] text in
      self?.updateDraft { $0.content = text }
    }.store(in: bag)
    input.deadline.observe { [weak self] day in
      self?.updateDraft { $0.deadline = day }
    }.store(in: bag)
    input.rightButtonTapped.observe { [weak self] in self?.pressRightButton() }.store(in: bag)
    input.cancelTapped.observe { [weak self] in self?.cancel() }.store(in: bag)
    return Output(
      draft: draft.driver,
      isEditable: isEditable.driver,
      rightButtonTitle: isEditable.driver.map { $0 ? TodoStrings.done : TodoStrings.edit },
      isSaving: isSaving.driver,
      message: message.signal)
  }
  // end-snippet

  /// The link that brings this form back as it is: the todo read-only, or being edited (or
  /// new) with the draft when it differs from what the form opened with.
  public var restorationLink: URL? {
    let unsaved = hasUnsavedChanges ? draft.value : nil
    guard let existing else { return TodoRoute.new(draft: unsaved).link }
    guard isEditable.value else { return TodoRoute.todo(existing.id).link }
    return TodoRoute.editing(existing.id, draft: unsaved).link
  }

  /// True when the fields differ from what the form opened with.
  public var hasUnsavedChanges: Bool {
    draft.value != originalDraft
  }

  /// Leaves at once, or, with unsaved changes, after the coordinator's confirmation.
  private func cancel() {
    guard hasUnsavedChanges, !isSaving.value else {
      coordinator?.detailDidCancel()
      return
    }
    // The coordinator, not `self`, is held while the dialog waits: it shows the dialog anyway.
    let coordinator = self.coordinator
    bag.run {
      guard await coordinator?.confirmDiscardingChanges() == true else { return }
      coordinator?.detailDidCancel()
    }
  }

  /// Changes the draft, only while the form is editable.
  private func updateDraft(_ change: (inout TodoDraft) -> Void) {
    guard isEditable.value else { return }
    var changed = draft.value
    change(&changed)
    draft.acceptIfChanged(changed)
  }

  // snippet: todo-detail-save
  private func pressRightButton() {
    guard isEditable.value else {
      isEditable.accept(true)
      return
    }
    guard !isSaving.value else { return }
    let draft = self.draft.value
    let existing = self.existing
    let saveTodo = self.saveTodo
    isSaving.accept(true)
    bag.run { [weak self] in
      do throws(TodoStoreError) {
        let saved = try await saveTodo.execute(draft, editing: existing)
        guard let self else { return }
        isSaving.accept(false)
        if let saved {
          coordinator?.detailDidSave(saved)
        } else {
          message.send(TodoStrings.nothingSaved)
          coordinator?.detailDidCancel()
        }
      } catch {
        self?.isSaving.accept(false)
        self?.message.send(TodoStrings.message(for: error))
      }
    }
  }
  // end-snippet
}
