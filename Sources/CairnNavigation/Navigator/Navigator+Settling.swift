/// After every change: drop what was removed, publish the events, finish the flows the user
/// left.
extension Navigator {
  /// Applies one change to the model, then settles. The change reports what it did as events;
  /// settling works from those alone (cost proportional to the change, not to the model): it
  /// drops the content of removed screens, answers removed dialogs with "no choice", publishes
  /// the events, and finishes flows that lost their last screen.
  func update(_ change: (inout NavigationState, inout [NavigationEvent]) -> Void) {
    var events: [NavigationEvent] = []
    change(&state, &events)
    settle(events)
  }

  private func settle(_ events: [NavigationEvent]) {
    var losers: [FlowID] = []
    func count(_ screen: Screen, _ delta: Int) {
      guard let owner = screen.owner else { return }
      let count = (ownedScreenCounts[owner] ?? 0) + delta
      ownedScreenCounts[owner] = count > 0 ? count : nil
      if delta < 0 { losers.append(owner) }
    }
    for event in events {
      switch event {
      case .pushed(let screen, _):
        count(screen, 1)
      case .presented(let modal):
        for screen in modal.stack { count(screen, 1) }
      case .popped(let screen, _):
        for shown in screen.withPages { contents[shown.id] = nil }
        count(screen, -1)
      case .dismissed(let modal):
        answerDialog(modal.id, with: nil)
        for screen in modal.stack {
          for shown in screen.withPages { contents[shown.id] = nil }
          count(screen, -1)
        }
      case .tabSelected, .retitled, .pageSelected, .layoutChanged, .flowStarted, .flowFinished:
        break
      }
    }
    for event in events { emit(event) }
    finishOrphans(Set(losers.filter { ownedScreenCounts[$0] == nil }))
  }

  private func finishOrphans(_ orphans: Set<FlowID>) {
    guard !orphans.isEmpty else { return }
    let coordinators = orphans.compactMap { flows[$0]?.coordinator }
      .sorted { $0.depth > $1.depth }
    for coordinator in coordinators where !coordinator.isFinished {
      coordinator.end(isCancelled: true)
    }
  }
}
