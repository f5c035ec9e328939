/// Identifiers, screen contents, dialog replies and running flows: what ``Router``,
/// ``Coordinator`` and user actions record in the navigator.
extension Navigator {
  func makeScreenID() -> ScreenID {
    lastNumber += 1
    return ScreenID(lastNumber)
  }

  func makeModalID() -> ModalID {
    lastNumber += 1
    return ModalID(lastNumber)
  }

  func makeFlowID() -> FlowID {
    lastNumber += 1
    return FlowID(lastNumber)
  }

  func setContent(_ content: AnyObject, for screen: ScreenID) {
    contents[screen] = content
  }

  func setDialogReply(_ reply: @escaping (Int?) -> Void, for modal: ModalID) {
    dialogReplies[modal] = reply
  }

  /// Answers a dialog before it is removed, so its awaiting caller gets the choice.
  func answerDialog(_ modal: ModalID, with choice: Int?) {
    dialogReplies.removeValue(forKey: modal)?(choice)
  }

  func register(_ coordinator: Coordinator) {
    flows[coordinator.id] = WeakCoordinator(coordinator)
    emit(.flowStarted(coordinator.id, name: coordinator.name))
  }

  func unregister(_ coordinator: Coordinator) {
    flows[coordinator.id] = nil
    roots[coordinator.id] = nil
    emit(
      .flowFinished(coordinator.id, name: coordinator.name, isCancelled: coordinator.isCancelled))
  }
}
