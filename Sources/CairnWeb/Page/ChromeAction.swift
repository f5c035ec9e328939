/// The actions of the chrome's own elements (back, tabs, dialog buttons), which the session
/// handles instead of a screen. Screens' actions never start with `cairn:`.
enum ChromeAction: String, CaseIterable {
  /// Back, or close a sheet whose root shows.
  case back = "cairn:back"
  /// A tab: the value is its id.
  case selectTab = "cairn:tab"
  /// A dialog's button: the value is `<modal id>:<button index>`.
  case chooseDialogButton = "cairn:dialog"
  /// A sheet's backdrop, or Esc on a dialog: the value is the modal's id.
  case dismiss = "cairn:dismiss"
  /// A page of a paged set: the value is its index.
  case selectPage = "cairn:page"
  /// The help overlay's close button.
  case closeHelp = "cairn:close-help"
}
