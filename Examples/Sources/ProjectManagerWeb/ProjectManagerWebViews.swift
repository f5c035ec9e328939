import CairnNavigation
import CairnWeb
import ProjectManagerPresentation

/// The web view of each Project Manager screen, by its view model's type, and the app's
/// stylesheet.
@MainActor
public enum ProjectManagerWebViews {
  /// The registry `WebApp.views` returns for the Project Manager.
  public static var registry: ScreenRegistry<any WebContext, any WebScreen> {
    var views = ScreenRegistry<any WebContext, any WebScreen>()
    views.register(BoardViewModel.self) { viewModel, _, context in
      BoardWebScreen(viewModel: viewModel, context: context)
    }
    views.register(WorkFormViewModel.self) { viewModel, _, context in
      WorkFormWebScreen(viewModel: viewModel, context: context)
    }
    return views
  }

  /// The Project Manager's own stylesheet, after the library's: the iPad board of three
  /// columns side by side from 720 px, stacked one under the other on a narrow phone.
  public static let stylesheet = """
    .content:has(> .board) { padding-bottom: 0; }
    .board { min-height: 100%; display: flex; flex-direction: column; }
    .columns { flex: 1; display: grid; grid-template-columns: 1fr; gap: 12px; padding: 12px; }
    .column { background: #e5e5ea; border-radius: 12px; min-width: 0; display: flex;
      flex-direction: column; padding-bottom: 8px; }
    .column.focused { box-shadow: inset 0 0 0 2px var(--tint); }
    .column-header { display: flex; align-items: center; gap: 8px; margin: 0; padding: 12px 14px 8px;
      font-size: 22px; font-weight: 700; }
    .column .count { display: inline-flex; align-items: center; justify-content: center;
      min-width: 26px; height: 26px; padding: 0 8px; border-radius: 13px; background: #1d1d1f;
      color: #fff; font-size: 15px; font-weight: 600; }
    .column .count:empty { display: none; }
    .cards { display: flex; flex-direction: column; gap: 8px; padding: 0 8px; }
    .work { display: flex; flex-direction: column; background: var(--surface); border-radius: 10px;
      box-shadow: 0 1px 2px rgba(0,0,0,0.12); overflow: hidden; }
    .work.selected { box-shadow: 0 0 0 2px var(--tint); }
    .work .card { display: flex; flex-direction: column; align-items: stretch; gap: 4px; width: 100%;
      text-align: left; background: none; border: none; padding: 10px 12px 6px; }
    .work-title { font-size: 17px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    .work-body { white-space: pre-line; overflow: hidden; display: -webkit-box;
      -webkit-line-clamp: 3; -webkit-box-orient: vertical; }
    .work-due { font-size: 14px; }
    .work-actions { display: flex; justify-content: flex-end; gap: 6px; padding: 0 8px 8px; }
    .small { background: none; border: 1px solid var(--separator); border-radius: 8px;
      font-size: 13px; padding: 0 10px; color: var(--tint); min-height: 32px; }
    .small.danger { color: var(--danger); }
    .more { text-align: center; padding: 8px; margin: 0; }
    .sync-status { position: sticky; bottom: 0; display: flex; align-items: center; gap: 8px;
      padding: 6px 16px; background: var(--bar); border-top: 1px solid var(--separator);
      font-size: 14px; }
    .sync-status .sync-text { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis;
      white-space: nowrap; }
    .sync-status.ok .sync-dot { color: #34c759; }
    .sync-status.pending .sync-dot, .sync-status.offline .sync-dot { color: #ff9f0a; }
    .sync-status.error { color: var(--danger); }
    .work-form { padding-top: 8px; }
    .field .counter.at-limit { color: var(--danger); }
    @media (min-width: 720px) {
      .columns { grid-template-columns: repeat(3, minmax(0, 1fr)); align-items: start; }
    }
    """
}
