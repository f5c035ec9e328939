import CairnNavigation
import Testing

/// What a container shows, by id: the tabs and each one's stack and layout, the selected tab,
/// the presented modals (a dialog has no stack) and what each shown screen's view draws. Two
/// hierarchies are equal when a user would see the same thing.
struct ShownHierarchy: Equatable, CustomStringConvertible {
  struct Layer: Equatable {
    let id: ModalID
    var stack: [ScreenID]?
  }

  var tabs: [TabID] = []
  var stacks: [TabID: [ScreenID]] = [:]
  var layouts: [TabID: TabLayout] = [:]
  var selectedTab: TabID = .main
  var modals: [Layer] = []
  /// Each shown screen (pages included) as its view draws it.
  var screens: [ScreenID: Screen] = [:]

  /// What a container that carried out every plan correctly shows for `state`.
  init(_ state: NavigationState) {
    tabs = state.tabs.map(\.id)
    for tab in state.tabs {
      stacks[tab.id] = tab.stack.map(\.id)
      layouts[tab.id] = tab.layout
    }
    selectedTab = state.selectedTab
    modals = state.modals.map {
      Layer(id: $0.id, stack: $0.dialog == nil ? $0.stack.map(\.id) : nil)
    }
    for screen in state.allScreens { screens[screen.id] = screen }
  }

  var description: String {
    var lines = tabs.map { tab in
      "tab \(tab)\(tab == selectedTab ? "*" : "") \(stacks[tab] ?? [])"
    }
    lines += modals.map { "\($0.id) \($0.stack.map { "\($0)" } ?? "dialog")" }
    lines += screens.keys.sorted { $0.rawValue < $1.rawValue }.map {
      "\($0) \"\(screens[$0]?.title ?? "")\""
    }
    return lines.joined(separator: "\n")
  }
}

/// A test double of a UIKit-like container (a tab bar controller, a navigation controller per
/// tab and per sheet, presented controllers) that carries out ``NavigationPlan`` steps and
/// records an `Issue` whenever a step breaks one of UIKit's rules:
///
/// - one transition at a time: `setStack`, `present` and `dismiss` start a transition, and no
///   step may start while one is in flight (presenting while a dismissal runs included);
/// - only the top modal is dismissed, a modal is presented once, a stack lives in a tab that
///   exists or in a presented sheet, and no screen is shown in two places;
/// - no redundant step: a stack set to what it shows, a tab selected that is selected, a
///   screen updated that already looks right.
///
/// With `completesTransitions` (the default) each transition completes as soon as it starts;
/// without it, the test completes it with ``completeTransition(sourceLocation:)``.
@MainActor
final class SimulatedContainer {
  enum Transition: Equatable, CustomStringConvertible {
    case settingStack(StackLocation)
    case presenting(ModalID)
    case dismissing(ModalID)

    var description: String {
      switch self {
      case .settingStack(let location): "a stack change of \(location)"
      case .presenting(let id): "the presentation of \(id)"
      case .dismissing(let id): "the dismissal of \(id)"
      }
    }
  }

  private(set) var shown: ShownHierarchy
  private(set) var inFlight: Transition?
  /// Every step taken, in order.
  private(set) var log: [NavigationStep] = []
  let completesTransitions: Bool

  init(showing state: NavigationState, completesTransitions: Bool = true) {
    shown = ShownHierarchy(state)
    self.completesTransitions = completesTransitions
  }

  /// Takes every step of `plan`, made for the model `target`, completing each transition
  /// before the next step as a UIKit adapter does in its completion handlers.
  func run(
    _ plan: NavigationPlan, for target: NavigationState,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for step in plan.steps {
      take(step, for: target, sourceLocation: sourceLocation)
      if inFlight != nil { completeTransition(sourceLocation: sourceLocation) }
    }
  }

  /// Ends the transition in flight, as UIKit's completion handler does.
  func completeTransition(sourceLocation: SourceLocation = #_sourceLocation) {
    if inFlight == nil { Issue.record("no transition to complete", sourceLocation: sourceLocation) }
    inFlight = nil
  }

  /// The user's completed back swipe: the container pops by itself, before reporting it.
  func userPops(to screen: ScreenID, in tab: TabID) {
    guard let stack = shown.stacks[tab], let index = stack.firstIndex(of: screen) else { return }
    for gone in stack[(index + 1)...] { drop(gone) }
    shown.stacks[tab] = Array(stack.prefix(through: index))
  }

  /// Starts one step.
  func take(
    _ step: NavigationStep, for target: NavigationState,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    func fail(_ message: String) {
      Issue.record(Comment(rawValue: "\(step): \(message)"), sourceLocation: sourceLocation)
    }
    log.append(step)
    if let inFlight {
      if case .present = step, case .dismissing = inFlight {
        fail("presents while \(inFlight) is in flight")
      } else {
        fail("starts while \(inFlight) is in flight")
      }
    }
    switch step {
    case .dismiss(let id):
      guard let top = shown.modals.last, top.id == id else {
        return fail("\(id) is not the top modal shown")
      }
      shown.modals.removeLast()
      for screen in top.stack ?? [] { drop(screen) }
      begin(.dismissing(id))
    case .setTabs(let tabs):
      guard tabs != shown.tabs else { return fail("the tabs are already \(tabs)") }
      for gone in shown.tabs where !tabs.contains(gone) {
        for screen in shown.stacks[gone] ?? [] { drop(screen) }
        shown.stacks[gone] = nil
        shown.layouts[gone] = nil
      }
      for tab in tabs where !shown.tabs.contains(tab) {
        shown.stacks[tab] = []
        shown.layouts[tab] = .stack
      }
      shown.tabs = tabs
      if !tabs.contains(shown.selectedTab), let first = tabs.first { shown.selectedTab = first }
    case .selectTab(let tab):
      guard shown.tabs.contains(tab) else { return fail("there is no tab \(tab)") }
      guard shown.selectedTab != tab else { return fail("\(tab) is already selected") }
      shown.selectedTab = tab
    case .setLayout(let tab, let layout):
      guard shown.tabs.contains(tab) else { return fail("there is no tab \(tab)") }
      guard shown.layouts[tab] != layout else { return fail("the layout is already so") }
      shown.layouts[tab] = layout
    case .setStack(let location, let ids):
      setStack(ids, at: location, for: target, fail: fail)
    case .present(let id):
      guard let modal = target.modal(id) else { return fail("the model has no \(id)") }
      guard !shown.modals.contains(where: { $0.id == id }) else {
        return fail("\(id) is already shown")
      }
      for screen in modal.stack { add(screen, fail: fail) }
      shown.modals.append(
        ShownHierarchy.Layer(id: id, stack: modal.dialog == nil ? modal.stack.map(\.id) : nil))
      begin(.presenting(id))
    case .update(let id):
      guard let screen = target.screen(id) else { return fail("the model has no \(id)") }
      guard let before = shown.screens[id] else { return fail("\(id) is not shown") }
      guard before != screen else { return fail("\(id) already looks like that") }
      // The view is reused: its pages come and go, pages that stay get their own updates.
      let kept = Set(screen.pageSet?.pages.map(\.id) ?? [])
      for page in before.pageSet?.pages ?? [] where !kept.contains(page.id) { drop(page.id) }
      for page in screen.pageSet?.pages ?? [] where shown.screens[page.id] == nil {
        shown.screens[page.id] = page
      }
      shown.screens[id] = screen
    }
  }

  private func setStack(
    _ ids: [ScreenID], at location: StackLocation, for target: NavigationState,
    fail: (String) -> Void
  ) {
    let old: [ScreenID]
    switch location {
    case .tab(let tab):
      guard let stack = shown.stacks[tab] else { return fail("there is no tab \(tab)") }
      old = stack
    case .sheet(let id):
      guard let layer = shown.modals.first(where: { $0.id == id }), let stack = layer.stack else {
        return fail("\(id) is not a sheet shown")
      }
      old = stack
    }
    guard old != ids else { return fail("the stack already shows \(ids)") }
    for id in old where !ids.contains(id) { drop(id) }
    for id in ids where !old.contains(id) {
      guard let screen = target.screen(id) else { return fail("the model has no \(id)") }
      add(screen, fail: fail)
    }
    switch location {
    case .tab(let tab):
      shown.stacks[tab] = ids
    case .sheet(let id):
      if let index = shown.modals.firstIndex(where: { $0.id == id }) {
        shown.modals[index].stack = ids
      }
    }
    begin(.settingStack(location))
  }

  /// Makes a view for a screen and its pages; a view can be in one place only.
  private func add(_ screen: Screen, fail: (String) -> Void) {
    for shownScreen in screen.withPages {
      if shown.screens[shownScreen.id] != nil {
        fail("\(shownScreen.id) is already shown elsewhere")
      }
      shown.screens[shownScreen.id] = shownScreen
    }
  }

  private func drop(_ id: ScreenID) {
    for page in shown.screens[id]?.pageSet?.pages ?? [] { shown.screens[page.id] = nil }
    shown.screens[id] = nil
  }

  private func begin(_ transition: Transition) {
    inFlight = completesTransitions ? nil : transition
  }
}
