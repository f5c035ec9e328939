/// The page's stylesheet, served by the library at ``WebAssets/stylesheetPath``: phone first
/// (the tab bar at the bottom, touch targets of at least 44 px), a wider layout from 900 px.
/// Apps add their own stylesheet after it (``WebPageDocument``).
public enum Stylesheet {
  /// The stylesheet's text.
  public static let source = #"""
    :root {
      --tint: #1f6feb; --text: #1d1d1f; --secondary: #6e6e73; --danger: #d70015;
      --background: #f2f2f7; --surface: #ffffff; --separator: #d1d1d6; --bar: rgba(249,249,249,0.96);
      color-scheme: light;
      font-family: -apple-system, "Noto Sans CJK KR", "Noto Sans KR", "Apple SD Gothic Neo", system-ui, sans-serif;
      -webkit-text-size-adjust: 100%;
    }
    * { box-sizing: border-box; }
    html, body { margin: 0; height: 100%; background: var(--background); color: var(--text); }
    body { overflow: hidden; }
    button { font: inherit; color: inherit; }
    button, [data-on-click] { cursor: pointer; min-height: 44px; min-width: 44px; touch-action: manipulation; }
    img { max-width: 100%; height: auto; }
    .app { position: fixed; inset: 0; display: flex; flex-direction: column; }
    .stack { position: relative; flex: 1; min-height: 0; display: flex; }
    .screen { flex: 1; min-width: 0; display: flex; flex-direction: column; background: var(--background); }
    .screen[hidden] { display: none; }
    .stack.split .screen.buried, .stack.split .screen.primary { display: none; }
    .content { flex: 1; overflow-y: auto; overflow-x: hidden; -webkit-overflow-scrolling: touch; padding-bottom: 24px; }
    .navbar { display: flex; align-items: center; gap: 4px; min-height: 52px; padding: 4px 8px;
      background: var(--bar); border-bottom: 1px solid var(--separator); position: relative; }
    .nav-title { flex: 1; margin: 0; font-size: 17px; font-weight: 600; text-align: center;
      overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    .nav-back, .nav-button { background: none; border: none; color: var(--tint); font-size: 17px; padding: 0 8px; }
    .nav-back { position: absolute; left: 4px; top: 4px; }
    .nav-button { position: absolute; right: 4px; top: 4px; font-weight: 600; }
    .busy { position: absolute; right: 56px; top: 16px; display: flex; align-items: center; gap: 6px;
      font-size: 13px; color: var(--secondary); }
    .spinner { width: 16px; height: 16px; border: 2px solid var(--separator); border-top-color: var(--tint);
      border-radius: 50%; animation: cairn-spin 0.8s linear infinite; }
    @keyframes cairn-spin { to { transform: rotate(360deg); } }
    .pages { display: flex; overflow-x: auto; border-bottom: 1px solid var(--separator); background: var(--surface); }
    .page { flex: 1; background: none; border: none; border-bottom: 2px solid transparent; padding: 8px 12px; white-space: nowrap; }
    .page.selected { border-bottom-color: var(--tint); color: var(--tint); font-weight: 600; }
    .tabbar { display: flex; background: var(--bar); border-top: 1px solid var(--separator);
      padding-bottom: env(safe-area-inset-bottom); }
    .tabbar[hidden] { display: none; }
    .tab { flex: 1; background: none; border: none; padding: 6px 4px; font-size: 12px; color: var(--secondary); min-height: 49px; }
    .tab.selected { color: var(--tint); font-weight: 600; }
    .sheet { position: fixed; inset: 0; display: flex; flex-direction: column; z-index: 10; }
    .sheet .backdrop { position: absolute; inset: 0; background: rgba(0,0,0,0.35); border: none; min-height: 0; }
    .sheet.formSheet .stack { position: absolute; left: 0; right: 0; bottom: 0; top: 40px;
      border-radius: 12px 12px 0 0; overflow: hidden; box-shadow: 0 -4px 24px rgba(0,0,0,0.2); }
    .sheet.fullScreen .stack { position: absolute; inset: 0; }
    dialog { border: none; border-radius: 14px; padding: 20px 16px 8px; max-width: 320px; width: calc(100% - 48px); }
    dialog::backdrop { background: rgba(0,0,0,0.35); }
    dialog h2 { font-size: 17px; margin: 0 0 8px; text-align: center; }
    dialog .message { font-size: 14px; text-align: center; color: var(--secondary); margin: 0 0 12px; white-space: pre-wrap; }
    dialog .buttons { display: flex; flex-direction: column; border-top: 1px solid var(--separator); }
    .dialog-button { background: none; border: none; border-bottom: 1px solid var(--separator); color: var(--tint); font-size: 17px; }
    .dialog-button.cancel { font-weight: 600; }
    .dialog-button.destructive { color: var(--danger); }
    dialog.actionSheet { margin-bottom: 16px; margin-top: auto; }
    .help .keys { list-style: none; padding: 0; margin: 0 0 12px; }
    .help .key { display: inline-block; min-width: 3em; font-family: ui-monospace, monospace; font-weight: 600; }
    .help-close { width: 100%; background: none; border: none; color: var(--tint); }
    .toasts { position: fixed; left: 0; right: 0; bottom: 72px; display: flex; flex-direction: column;
      align-items: center; gap: 8px; pointer-events: none; z-index: 30; }
    .toast { background: rgba(40,40,40,0.92); color: #fff; border-radius: 18px; padding: 10px 16px;
      font-size: 14px; max-width: calc(100% - 32px); }
    .toast.error { background: var(--danger); }
    body::before { content: ""; position: fixed; top: 0; left: 0; height: 3px; width: 0; background: var(--tint); z-index: 50; }
    body.waiting::before { width: 70%; transition: width 2s ease-out; }
    body::after { position: fixed; top: 0; left: 0; right: 0; z-index: 60; text-align: center;
      font-size: 13px; padding: 6px; background: #ffd60a; color: #1d1d1f; display: none; }
    body.disconnected::after { content: attr(data-reconnecting); display: block; }
    body.reloading::after { content: attr(data-reloading); display: block; }
    .list { list-style: none; margin: 0; padding: 0; }
    .section-title { font-size: 13px; color: var(--secondary); text-transform: uppercase; padding: 16px 16px 6px; margin: 0; }
    .row { display: flex; align-items: center; gap: 12px; width: 100%; text-align: left; background: var(--surface);
      border: none; border-bottom: 1px solid var(--separator); padding: 10px 16px; min-height: 52px; }
    .row.selected { background: #e8f0fe; }
    body.home-page { overflow: auto; }
    .home { max-width: 640px; margin: 0 auto; }
    .home h1 { font-size: 28px; margin: 0; padding: 32px 16px 16px; }
    .home a.row { color: var(--text); text-decoration: none; font-size: 17px; justify-content: space-between; }
    .home a.row::after { content: "›"; color: var(--secondary); font-size: 22px; }
    .row .secondary, .secondary { color: var(--secondary); font-size: 14px; }
    .danger { color: var(--danger); }
    .empty, .failed, .loading { padding: 24px 16px; color: var(--secondary); text-align: center; }
    .field { display: flex; flex-direction: column; gap: 6px; padding: 10px 16px; }
    .field input, .field textarea, .field select { font: inherit; font-size: 16px; padding: 10px; border: 1px solid var(--separator);
      border-radius: 8px; background: var(--surface); min-height: 44px; }
    .field .counter { align-self: flex-end; font-size: 12px; color: var(--secondary); }
    .primary-button { display: block; width: calc(100% - 32px); margin: 12px 16px; background: var(--tint); color: #fff;
      border: none; border-radius: 10px; font-size: 17px; font-weight: 600; }
    .primary-button[disabled] { opacity: 0.4; }
    .implicit-submit { position: absolute; width: 1px; height: 1px; min-width: 0; min-height: 0; padding: 0;
      border: 0; overflow: hidden; clip-path: inset(50%); }
    @media (min-width: 900px) {
      .stack.split .screen.primary { display: flex; flex: 0 0 360px; border-right: 1px solid var(--separator); }
      .sheet.formSheet .stack { left: 50%; top: 50%; right: auto; bottom: auto; width: 560px; height: min(720px, 90vh);
        transform: translate(-50%, -50%); border-radius: 12px; }
      .toasts { bottom: 24px; }
    }
    """#
}
