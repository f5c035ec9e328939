import CairnNavigation
import CairnWeb
import TodoPresentation

/// The web view of each TodoList screen, by its view model's type.
@MainActor
public enum TodoWebViews {
  // snippet: web-todo-registry
  /// The registry `WebApp.views` returns for the TodoList.
  public static var registry: ScreenRegistry<any WebContext, any WebScreen> {
    var views = ScreenRegistry<any WebContext, any WebScreen>()
    views.register(TodoListViewModel.self) { viewModel, _, context in
      TodoListWebScreen(viewModel: viewModel, context: context)
    }
    views.register(TodoDetailViewModel.self) { viewModel, _, context in
      TodoDetailWebScreen(viewModel: viewModel, context: context)
    }
    return views
  }
  // end-snippet

  /// The TodoList's own stylesheet, after the library's.
  public static let stylesheet = """
    .todo-list { padding-bottom: 24px; }
    .todo { display: flex; align-items: stretch; background: var(--surface);
      border-bottom: 1px solid var(--separator); }
    .todo .row { flex: 1; border-bottom: none; justify-content: space-between; }
    .todo.selected .row { background: #e8f0fe; }
    .todo-text { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
    .todo-title, .todo-content { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    .todo-deadline { white-space: nowrap; font-size: 14px; }
    .todo-actions { display: flex; align-items: center; gap: 4px; padding-right: 8px; }
    .small { background: none; border: 1px solid var(--separator); border-radius: 8px;
      font-size: 13px; padding: 0 8px; color: var(--tint); }
    .small.danger { color: var(--danger); }
    .count { color: var(--secondary); font-weight: normal; }
    .todo-form { padding-top: 8px; }
    """
}
