/// Where a stack of screens lives: in a tab, or in a presented sheet.
public enum StackLocation: Hashable, Sendable, CustomStringConvertible {
  /// The stack of the tab with this id.
  case tab(TabID)
  /// The stack of the sheet with this id.
  case sheet(ModalID)

  /// `tab main` or `sheet m3`.
  public var description: String {
    switch self {
    case .tab(let id): "tab \(id)"
    case .sheet(let id): "sheet \(id)"
    }
  }
}
