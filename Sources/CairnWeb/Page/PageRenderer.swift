import CairnNavigation

/// Draws a navigation model as a page: the selected tab's stack (every screen of it kept in
/// the page, only the top one shown, so going back shows the screen below as the user left
/// it), the tab bar, sheets with their own stacks, dialogs, toasts and the help overlay. Each
/// screen's content comes from its ``WebScreen``.
///
/// Every part has a key (`stack-<tab>`, `s<screen id>`, `m<modal id>`, `tabs`, `toasts`), so
/// that a change to the model or to one screen is a small patch. The renderer writes the
/// chrome's keys full (`app/stack-tab-main/s3`, as ``KeyPaths`` would: they are unique by
/// construction), and each screen's content comes already qualified under its own key, so a
/// render walks the chrome and not the content of every screen.
@MainActor
struct PageRenderer {
  let strings: WebStrings
  let context: any WebContext
  /// The view of a screen (made by the session on first sight).
  let view: (Screen) -> (any WebScreen)?
  /// The content of a screen with full keys under the given key, from its view (kept until
  /// the screen asks to render again).
  let body: (Screen, _ key: String) -> Node?

  /// The whole page body, under the key `app`.
  func render(_ state: NavigationState, toasts: [WebToast], isHelpShown: Bool) -> Node {
    let tab = state.tabs.first { $0.id == state.selectedTab } ?? state.tabs.first
    return Node.element(
      .div, [.class("app"), .id("app")], key: Self.rootKey
    ) {
      if let tab {
        stack(tab.stack, location: .tab(tab.id), layout: tab.layout, parent: Self.rootKey)
      }
      if state.tabs.count > 1 {
        // As UIKit's: the tab's own top screen decides, whatever modal lies above it.
        tabBar(state, isHidden: tab?.stack.last?.hidesTabBar == true)
      }
      for modal in state.modals { self.modal(modal) }
      toastList(toasts)
      if isHelpShown { help(for: state) }
    }
  }

  // MARK: - Stacks and screens

  /// The root element's key.
  static let rootKey = "app"

  /// `parent`'s child key `key`, full.
  private static func key(_ key: String, under parent: String) -> String {
    parent + "/" + key
  }

  private func stack(
    _ screens: [Screen], location: StackLocation, layout: TabLayout, parent: String
  ) -> Node {
    let isSplit: Bool
    if case .split = layout { isSplit = screens.count > 1 } else { isSplit = false }
    let key = Self.key("stack-\(location.keyPart)", under: parent)
    return Node.element(.div, [.classes(["stack", isSplit ? "split" : ""])], key: key) {
      for (index, screen) in screens.enumerated() {
        let isTop = index == screens.count - 1
        let role = isSplit && index == 0 ? "primary" : isTop ? "top" : "buried"
        section(
          screen, role: role, canGoBack: index > 0, isSheetRoot: index == 0 && location.isSheet,
          parent: key)
      }
    }
  }

  private func section(
    _ screen: Screen, role: String, canGoBack: Bool, isSheetRoot: Bool, parent: String
  ) -> Node {
    let focused = screen.focused
    let key = Self.key(screen.id.description, under: parent)
    let contentKey = Self.key("c\(focused.id.rawValue)", under: key)
    let view = self.view(focused)
    let attributes: [Attribute] =
      [.classes(["screen", role]), .data("screen", String(focused.id.rawValue))]
      + Attribute.when(role == "buried", .hidden)
    return Node.element(.section, attributes, key: key) {
      navigationBar(screen, view: view, canGoBack: canGoBack, isSheetRoot: isSheetRoot)
      if let pageSet = screen.pageSet { pageStrip(pageSet, parent: key) }
      Node.element(.div, [.class("content")], key: contentKey) {
        body(focused, contentKey)
      }
    }
  }

  private func navigationBar(
    _ screen: Screen, view: (any WebScreen)?, canGoBack: Bool, isSheetRoot: Bool
  ) -> Node {
    Node.element(.header, [.class("navbar")]) {
      if canGoBack || isSheetRoot {
        Node.button(
          .class("nav-back"), .aria("label", isSheetRoot ? strings.close : strings.back),
          action: ChromeAction.back.rawValue
        ) {
          Node.text(isSheetRoot ? strings.close : "‹ " + strings.back)
        }
      }
      Node.heading(1, .class("nav-title")) { Node.text(screen.title) }
      if let view, view.isBusy {
        Node.span(.class("busy"), .role("status")) {
          Node.span(.class("spinner"), .aria("hidden", "true"))
          Node.span(.class("busy-text")) { Node.text(view.busyMessage ?? strings.loading) }
        }
      }
      if let button = view?.barButton {
        Node.button(
          .class("nav-button"), .aria("label", button.label ?? button.title),
          action: button.action
        ) { Node.text(button.title) }
      }
    }
  }

  private func pageStrip(_ set: PageSet, parent: String) -> Node {
    Node.element(.nav, [.class("pages"), .aria("label", strings.pages)]) {
      for (index, page) in set.pages.enumerated() {
        Node.button(
          .classes(["page", index == set.selected ? "selected" : ""]),
          .aria("selected", index == set.selected ? "true" : "false"), .role("tab"),
          action: ChromeAction.selectPage.rawValue, value: String(index),
          key: Self.key("p\(index)", under: parent)
        ) { Node.text(page.title) }
      }
    }
  }

  // MARK: - Tabs, modals, toasts, help

  private func tabBar(_ state: NavigationState, isHidden: Bool) -> Node {
    let key = Self.key("tabs", under: Self.rootKey)
    return Node.element(
      .nav, [.class("tabbar"), .aria("label", strings.tabBar)] + Attribute.when(isHidden, .hidden),
      key: key
    ) {
      for (index, tab) in state.tabs.enumerated() {
        Node.button(
          .classes(["tab", tab.id == state.selectedTab ? "selected" : ""]),
          .aria("current", tab.id == state.selectedTab ? "page" : "false"),
          .data("shortcut", index < 9 ? String(index + 1) : ""),
          action: ChromeAction.selectTab.rawValue, value: tab.id.rawValue,
          key: Self.key(tab.id.rawValue, under: key)
        ) { Node.text(tab.title) }
      }
    }
  }

  private func modal(_ modal: Modal) -> Node {
    let key = Self.key(modal.id.description, under: Self.rootKey)
    switch modal.content {
    case .sheet(let style, let screens):
      return Node.element(
        .div,
        [
          .classes(["sheet", style.rawValue]), .data("modal", String(modal.id.rawValue)),
          .role("dialog"), .aria("modal", "true"),
        ],
        key: key
      ) {
        if style == .formSheet {
          Node.button(
            .class("backdrop"), .aria("label", strings.close), .tabIndex(-1),
            action: ChromeAction.dismiss.rawValue, value: String(modal.id.rawValue)
          ) {}
        }
        stack(screens, location: .sheet(modal.id), layout: .stack, parent: key)
      }
    case .dialog(let dialog):
      return Node.element(
        .dialog,
        [
          .classes(["dialog", dialog.style.rawValue]), .data("modal", String(modal.id.rawValue)),
          .data("dialog", ""), .aria("labelledby", "t\(modal.id.rawValue)"),
        ],
        key: key
      ) {
        Node.heading(2, .id("t\(modal.id.rawValue)")) { Node.text(dialog.title) }
        if let message = dialog.message { Node.p(.class("message")) { Node.text(message) } }
        Node.div(.class("buttons")) {
          for (index, button) in dialog.buttons.enumerated() {
            Node.button(
              .classes(["dialog-button", button.role.rawValue]),
              action: ChromeAction.chooseDialogButton.rawValue,
              value: "\(modal.id.rawValue):\(index)"
            ) { Node.text(button.title) }
          }
        }
      }
    }
  }

  private func toastList(_ toasts: [WebToast]) -> Node {
    let key = Self.key("toasts", under: Self.rootKey)
    return Node.element(
      .div, [.class("toasts"), .role("status"), .aria("live", "polite")], key: key
    ) {
      for toast in toasts {
        Node.div(
          .classes(["toast", toast.kind.rawValue]), key: Self.key("t\(toast.id)", under: key)
        ) {
          Node.text(toast.message)
        }
      }
    }
  }

  private func help(for state: NavigationState) -> Node {
    let hints = state.focusedScreen.flatMap(view)?.keyHints ?? []
    let all =
      hints + [
        WebKeyHint("Esc", strings.helpBack), WebKeyHint("1–9", strings.helpTabs),
        WebKeyHint("?", strings.helpHelp),
      ]
    return Node.element(
      .dialog, [.class("help"), .data("dialog", ""), .aria("labelledby", "help-title")],
      key: Self.key("help", under: Self.rootKey)
    ) {
      Node.heading(2, .id("help-title")) { Node.text(strings.helpTitle) }
      Node.element(.ul, [.class("keys")]) {
        for hint in all {
          Node.li {
            Node.span(.class("key")) { Node.text(hint.key) }
            Node.text(" " + hint.label)
          }
        }
      }
      Node.button(.class("help-close"), action: ChromeAction.closeHelp.rawValue) {
        Node.text(strings.helpClose)
      }
    }
  }
}

/// A toast the page shows for a few seconds.
struct WebToast: Hashable, Sendable {
  let id: Int
  let message: String
  let kind: WebToastKind
}

extension StackLocation {
  /// `tab-main` or `sheet-3`: a key part that names the stack.
  var keyPart: String {
    switch self {
    case .tab(let id): "tab-\(id.rawValue)"
    case .sheet(let id): "sheet-\(id.rawValue)"
    }
  }

  /// Whether this is a sheet's stack.
  var isSheet: Bool {
    if case .sheet = self { return true }
    return false
  }
}
