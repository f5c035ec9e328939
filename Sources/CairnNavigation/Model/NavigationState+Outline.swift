extension NavigationState {
  /// A compact, readable picture of the model, one line per container, for tests and logs:
  ///
  ///     tab main* [TodoList "Project Manager"]
  ///     formSheet m2 [TodoDetail "New todo"]
  ///     alert m3 "Delete it?" [Cancel | Delete]
  ///
  /// `*` marks the selected tab (and the page that shows in a paged set, `<Feed*, Analysis>`),
  /// `split` a tab shown as a primary/secondary pair. Screen names and titles are shown; ids of screens are not,
  /// so outlines written by hand in a test match any run.
  public var outline: String {
    var lines: [String] = []
    for tab in tabs {
      let mark = tab.id == selectedTab ? "*" : ""
      let layout = tab.layout == .stack ? "" : " split"
      lines.append("tab \(tab.id)\(mark)\(layout) \(Self.describe(tab.stack))")
    }
    for modal in modals {
      switch modal.content {
      case .sheet(let style, let stack):
        lines.append("\(style.rawValue) \(Self.describe(stack))")
      case .dialog(let dialog):
        let buttons = dialog.buttons.map(\.title).joined(separator: " | ")
        lines.append("\(dialog.style.rawValue) \"\(dialog.title)\" [\(buttons)]")
      }
    }
    return lines.joined(separator: "\n")
  }

  private static func describe(_ stack: [Screen]) -> String {
    "[" + stack.map(describePages(of:)).joined(separator: ", ") + "]"
  }

  /// `Name "Title"`, and for a paged set its pages, the one that shows marked:
  /// `Character "Subaru" <Feed*, Analysis>`.
  private static func describePages(of screen: Screen) -> String {
    let base = "\(screen.name) \"\(screen.title)\""
    guard let set = screen.pageSet else { return base }
    let pages = set.pages.enumerated().map {
      $0.offset == set.selected ? "\($0.element.name)*" : $0.element.name
    }
    return base + " <" + pages.joined(separator: ", ") + ">"
  }
}

extension NavigationState: CustomStringConvertible {
  /// The model as an indented tree with ids and owners, printed when a test fails.
  public var description: String {
    var lines = ["Navigation"]
    for tab in tabs {
      let mark = tab.id == selectedTab ? " (selected)" : ""
      lines.append("├─ tab \(tab.id) \"\(tab.title)\"\(mark)")
      lines += tab.stack.map { "│  └─ " + Self.describeScreen($0) }
    }
    for modal in modals {
      switch modal.content {
      case .sheet(let style, let stack):
        lines.append("├─ \(style.rawValue) \(modal.id) by \(Self.describeOwner(modal.owner))")
        lines += stack.map { "│  └─ " + Self.describeScreen($0) }
      case .dialog(let dialog):
        lines.append(
          "├─ \(dialog.style.rawValue) \(modal.id) \"\(dialog.title)\" by "
            + Self.describeOwner(modal.owner))
        lines += dialog.buttons.map { "│  └─ [\($0.title)] \($0.role.rawValue)" }
      }
    }
    return lines.joined(separator: "\n")
  }

  private static func describeScreen(_ screen: Screen) -> String {
    "\(screen.name) \"\(screen.title)\" \(screen.id) by \(describeOwner(screen.owner))"
  }

  private static func describeOwner(_ owner: FlowID?) -> String {
    owner.map(\.description) ?? "nobody"
  }
}
