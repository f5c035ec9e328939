import CairnNavigation
import CairnPresentation
import Foundation
import TodoDomain

/// The list screen: three sections by state; add, open, move and delete (the original TodoList).
@MainActor
public final class TodoListViewModel: ViewModel, RestorableContent {
  /// The list comes back as the list: `cairn://todo`.
  public var restorationLink: URL? { TodoRoute.list.link }

  /// What the user did on the list.
  public struct Input {
    /// The screen appeared: start following the todos.
    public var viewDidLoad: Signal<Void>
    /// The "+" button.
    public var addTapped: Signal<Void>
    /// A row was opened.
    public var todoSelected: Signal<UUID>
    /// A row was opened for editing (`e`).
    public var editRequested: Signal<UUID>
    /// A row's context menu asked to move it.
    public var moveRequested: Signal<UUID>
    /// A row was swiped to delete.
    public var deleteRequested: Signal<UUID>
    /// Read the file again (`r`), after a failure or to pick up a change at once.
    public var retry: Signal<Void>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(
      viewDidLoad: Signal<Void> = .never, addTapped: Signal<Void> = .never,
      todoSelected: Signal<UUID> = .never, editRequested: Signal<UUID> = .never,
      moveRequested: Signal<UUID> = .never,
      deleteRequested: Signal<UUID> = .never, retry: Signal<Void> = .never
    ) {
      self.viewDidLoad = viewDidLoad
      self.addTapped = addTapped
      self.todoSelected = todoSelected
      self.editRequested = editRequested
      self.moveRequested = moveRequested
      self.deleteRequested = deleteRequested
      self.retry = retry
    }
  }

  /// What the list shows.
  public struct Output {
    /// Always three sections: TODO, DOING, DONE.
    public var sections: Driver<[TodoSection]>
    /// One-shot messages (errors, notices) for a toast or alert.
    public var message: Signal<String>
    /// A row to select: the todo a detail flow just saved (DIMO's lesson, Docs/Origins.md: the value comes back
    /// ViewModel → Coordinator → ViewModel).
    public var select: Signal<UUID>
  }

  /// The coordinator that navigates for this screen.
  public weak var coordinator: (any TodoListCoordinating)?

  private let dependencies: TodoDependencies
  private let fetchTodos: FetchTodosUseCase
  private let moveTodo: MoveTodoUseCase
  private let deleteTodo: DeleteTodoUseCase
  private let sections: BehaviorRelay<[TodoSection]>
  private let message = PublishRelay<String>()
  private let select = PublishRelay<UUID>()
  private let bag = TaskBag()
  private var todos: [Todo] = []
  private var isObserving = false

  /// Creates the view model from the app's dependencies.
  public init(dependencies: TodoDependencies) {
    self.dependencies = dependencies
    let repository = dependencies.repository
    fetchTodos = FetchTodosUseCase(repository: repository)
    moveTodo = MoveTodoUseCase(repository: repository)
    deleteTodo = DeleteTodoUseCase(repository: repository)
    sections = BehaviorRelay(
      TodoState.allCases.map {
        TodoSection(state: $0, title: TodoStrings.sectionTitle($0), rows: .loading)
      })
  }

  /// Binds the screen's events. The list follows the repository: every change — made here, in
  /// a detail flow or by another process — shows by itself, and each midnight redraws the
  /// overdue marks; `r` reads the file again.
  public func transform(_ input: Input) -> Output {
    input.viewDidLoad.observe { [weak self] in
      self?.startObserving()
    }.store(in: bag)
    input.retry.observe { [weak self] in
      guard let self else { return }
      let fetchTodos = self.fetchTodos
      bag.run { await fetchTodos.reload() }
    }.store(in: bag)
    input.addTapped.observe { [weak self] in
      self?.coordinator?.showDetail(for: nil, isEditing: true)
    }.store(in: bag)
    input.todoSelected.observe { [weak self] id in
      guard let self, let todo = todo(id) else { return }
      coordinator?.showDetail(for: todo, isEditing: false)
    }.store(in: bag)
    input.editRequested.observe { [weak self] id in
      guard let self, let todo = todo(id) else { return }
      coordinator?.showDetail(for: todo, isEditing: true)
    }.store(in: bag)
    input.moveRequested.observe { [weak self] id in
      self?.move(id)
    }.store(in: bag)
    input.deleteRequested.observe { [weak self] id in
      self?.delete(id)
    }.store(in: bag)
    return Output(sections: sections.driver, message: message.signal, select: select.signal)
  }

  /// The todo shown with this id, if any.
  public func todo(_ id: UUID) -> Todo? {
    todos.first { $0.id == id }
  }

  /// A detail flow saved `todo`: the list selects it (the change itself arrives through the
  /// repository's observation).
  public func didSave(_ todo: Todo) {
    select.send(todo.id)
  }

  private func startObserving() {
    guard !isObserving else { return }
    isObserving = true
    let fetchTodos = self.fetchTodos
    bag.run { [weak self] in
      for await result in await fetchTodos.observe() {
        self?.show(result)
      }
    }
    let days = dependencies.dayTicker.dayStarts()
    bag.run { [weak self] in
      for await _ in days { self?.publish() }
    }
  }

  private func show(_ result: Result<[Todo], TodoStoreError>) {
    switch result {
    case .success(let fetched):
      todos = fetched
      publish()
    case .failure(let error):
      report(error)
      if case .corruptFile = error { return }  // the empty list that replaces it follows
      let failure = LoadFailure(message: TodoStrings.message(for: error))
      sections.accept(
        sections.value.map {
          TodoSection(state: $0.state, title: $0.title, rows: .failed(failure))
        })
    }
  }

  private func publish() {
    let now = dependencies.now()
    let policy = dependencies.deadlinePolicy
    sections.accept(
      TodoState.allCases.map { state in
        let rows = todos.filter { $0.state == state }.map { todo in
          TodoRow(
            id: todo.id, title: TodoStrings.rowTitle(todo.title), content: todo.content,
            deadline: dependencies.formatDeadline(todo.deadline),
            isOverdue: policy.isOverdue(todo.deadline, now: now))
        }
        return TodoSection(
          state: state, title: TodoStrings.sectionTitle(state),
          rows: .items(rows, emptyMessage: TodoStrings.emptySection))
      })
  }

  private func move(_ id: UUID) {
    guard let todo = todo(id) else { return }
    bag.run { [weak self] in
      guard let state = await self?.coordinator?.chooseState(for: todo), let self else { return }
      do throws(TodoStoreError) {
        _ = try await moveTodo.execute(todo, to: state)
      } catch {
        report(error)
      }
    }
  }

  private func delete(_ id: UUID) {
    guard let todo = todo(id) else { return }
    bag.run { [weak self] in
      guard await self?.coordinator?.confirmDeletion(of: todo) == true, let self else { return }
      do throws(TodoStoreError) {
        try await deleteTodo.execute(id: id)
      } catch {
        report(error)
      }
    }
  }

  private func report(_ error: TodoStoreError) {
    guard case .corruptFile = error else {
      message.send(TodoStrings.message(for: error))
      return
    }
    // Losing the list is not a toast that fades: an alert, whole, until it is answered.
    let text = TodoStrings.message(for: error)
    bag.run { [weak self] in
      await self?.coordinator?.showNotice(title: TodoStrings.corruptFileTitle, message: text)
    }
  }
}
