import CairnNavigation

/// Draws a navigation model as a page: the selected tab's stack (every screen of it kept in
/// the page, only the top one shown, so going back shows the screen below as the user left
/// it), the tab bar, sheets with their own stacks, dialogs, toasts and the help overlay. Each
/// screen's content comes from its ``WebScreen``.
///
/// Every part has a key (`stack-<tab>`, `s<screen id>`, `m<modal id>`, `tabs`, `toasts`), so
/// that a change to the model or to one screen is a small patch.
@MainActor
struct PageRenderer {
  let strings: WebStrings
  let context: any WebContext
  /// The view of a screen (made by the session on first sight).
  let view: (Screen) -> (any WebScreen)?
  /// The content of a screen, from its view (kept until the screen asks to render again).
  let body: (Screen) -> Node?

  /// The whole page body, under the key `app`.
  func render(_ state: NavigationState, toasts: [WebToast], isHelpShown: Bool) -> Node {
    let tab = state.tabs.first { $0.id == state.selectedTab } ?? state.tabs.first
    return Node.element(
      .div, [.class("app"), .id("app")], key: "app"
    ) {
      if let tab {
        stack(tab.stack, location: .tab(tab.id), layout: tab.layout, isCovered: false)
      }
      if state.tabs.count > 1 {
        // As UIKit's: the tab's own top screen decides, whatever modal lies above it.
        tabBar(state, isHidden: tab?.stack.last?.hidesTabBar == true)
      }
      for modal in state.modals { self.modal(modal, isTop: modal.id == state.modals.last?.id) }
      toastList(toasts)
      if isHelpShown { help(for: state) }
    }
  }

  // MARK: - Stacks and screens

  private func stack(
    _ screens: [Screen], location: StackLocation, layout: TabLayout, isCovered: Bool
  ) -> Node {
    let isSplit: Bool
    if case .split = layout { isSplit = screens.count > 1 } else { isSplit = false }
    return Node.element(
      .div, [.classes(["stack", isSplit ? "split" : ""])], key: "stack-\(location.keyPart)"
    ) {
      for (index, screen) in screens.enumerated() {
        let isTop = index == screens.count - 1
        let role = isSplit && index == 0 ? "primary" : isTop ? "top" : "buried"
        section(
          screen, role: role, canGoBack: index > 0, isSheetRoot: index == 0 && location.isSheet)
      }
    }
  }

  private func section(_ screen: Screen, role: String, canGoBack: Bool, isSheetRoot: Bool) -> Node {
    let focused = screen.focused
    let view = self.view(focused)
    let attributes: [Attribute] =
      [.classes(["screen", role]), .data("screen", String(focused.id.rawValue))]
      + Attribute.when(role == "buried", .hidden)
    return Node.element(.section, attributes, key: screen.id.description) {
      navigationBar(screen, view: view, canGoBack: canGoBack, isSheetRoot: isSheetRoot)
      if let pageSet = screen.pageSet { pageStrip(pageSet) }
      Node.element(.div, [.class("content")], key: "c\(focused.id.rawValue)") {
        body(focused)
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

  private func pageStrip(_ set: PageSet) -> Node {
    Node.element(.nav, [.class("pages"), .aria("label", strings.pages)]) {
      for (index, page) in set.pages.enumerated() {
        Node.button(
          .classes(["page", index == set.selected ? "selected" : ""]),
          .aria("selected", index == set.selected ? "true" : "false"), .role("tab"),
          action: ChromeAction.selectPage.rawValue, value: String(index), key: "p\(index)"
        ) { Node.text(page.title) }
      }
    }
  }

  // MARK: - Tabs, modals, toasts, help

  private func tabBar(_ state: NavigationState, isHidden: Bool) -> Node {
    Node.element(
      .nav, [.class("tabbar"), .aria("label", strings.tabBar)] + Attribute.when(isHidden, .hidden),
      key: "tabs"
    ) {
      for (index, tab) in state.tabs.enumerated() {
        Node.button(
          .classes(["tab", tab.id == state.selectedTab ? "selected" : ""]),
          .aria("current", tab.id == state.selectedTab ? "page" : "false"),
          .data("shortcut", index < 9 ? String(index + 1) : ""),
          action: ChromeAction.selectTab.rawValue, value: tab.id.rawValue, key: tab.id.rawValue
        ) { Node.text(tab.title) }
      }
    }
  }

  private func modal(_ modal: Modal, isTop: Bool) -> Node {
    switch modal.content {
    case .sheet(let style, let screens):
      return Node.element(
        .div,
        [
          .classes(["sheet", style.rawValue]), .data("modal", String(modal.id.rawValue)),
          .role("dialog"), .aria("modal", "true"),
        ],
        key: modal.id.description
      ) {
        if style == .formSheet {
          Node.button(
            .class("backdrop"), .aria("label", strings.close), .tabIndex(-1),
            action: ChromeAction.dismiss.rawValue, value: String(modal.id.rawValue)
          ) {}
        }
        stack(screens, location: .sheet(modal.id), layout: .stack, isCovered: !isTop)
      }
    case .dialog(let dialog):
      return Node.element(
        .dialog,
        [
          .classes(["dialog", dialog.style.rawValue]), .data("modal", String(modal.id.rawValue)),
          .data("dialog", ""), .aria("labelledby", "t\(modal.id.rawValue)"),
        ],
        key: modal.id.description
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
    Node.element(.div, [.class("toasts"), .role("status"), .aria("live", "polite")], key: "toasts")
    {
      for toast in toasts {
        Node.div(.classes(["toast", toast.kind.rawValue]), key: "t\(toast.id)") {
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
      key: "help"
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
