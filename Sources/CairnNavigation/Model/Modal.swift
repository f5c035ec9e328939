/// How a stack of screens is presented over the tabs.
public enum SheetStyle: String, Hashable, Sendable {
  /// A card over the dimmed screen below (`UIModalPresentationStyle.formSheet`).
  case formSheet
  /// Covers everything, tab bar included.
  case fullScreen
}

/// How a dialog is shown.
public enum DialogStyle: String, Hashable, Sendable {
  /// A centred box with a title, a message and buttons.
  case alert
  /// A list of choices from the bottom edge.
  case actionSheet
}

/// What a dialog button does, which front ends show with a style.
public enum DialogButtonRole: String, Hashable, Sendable {
  /// An ordinary choice.
  case normal
  /// Backs out without doing anything; chosen by Esc.
  case cancel
  /// Deletes or loses something; drawn in red.
  case destructive
}

/// One button of an alert or action sheet.
public struct DialogButton: Hashable, Sendable {
  /// The button's label.
  public var title: String
  /// The button's role.
  public var role: DialogButtonRole

  /// Creates a button.
  public init(_ title: String, role: DialogButtonRole = .normal) {
    self.title = title
    self.role = role
  }
}

/// An alert or an action sheet in the navigation model.
public struct Dialog: Hashable, Sendable {
  /// Alert or action sheet.
  public var style: DialogStyle
  /// The dialog's title.
  public var title: String
  /// Optional text under the title.
  public var message: String?
  /// The buttons, in display order.
  public var buttons: [DialogButton]

  /// Creates a dialog.
  public init(style: DialogStyle, title: String, message: String? = nil, buttons: [DialogButton]) {
    self.style = style
    self.title = title
    self.message = message
    self.buttons = buttons
  }
}

/// One entry of the modal stack: a presented stack of screens, or a dialog.
public struct Modal: Identifiable, Hashable, Sendable {
  /// What is presented.
  public enum Content: Hashable, Sendable {
    /// A sheet holding its own stack of screens (the original TodoList's detail in its own navigation).
    case sheet(SheetStyle, stack: [Screen])
    /// An alert or action sheet.
    case dialog(Dialog)
  }

  /// The modal's id.
  public let id: ModalID
  /// The flow that presented it.
  public var owner: FlowID?
  /// What it shows.
  public var content: Content

  /// Creates a modal value; normally a ``Router`` does this.
  public init(id: ModalID, owner: FlowID?, content: Content) {
    self.id = id
    self.owner = owner
    self.content = content
  }

  /// The screens of a sheet; empty for a dialog.
  public var stack: [Screen] {
    if case .sheet(_, let stack) = content { return stack }
    return []
  }

  /// The dialog, when this modal is one.
  public var dialog: Dialog? {
    if case .dialog(let dialog) = content { return dialog }
    return nil
  }
}
