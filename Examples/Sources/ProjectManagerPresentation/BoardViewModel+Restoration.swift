import CairnNavigation
import Foundation

/// The board comes back as the board: `cairn://pm`.
extension BoardViewModel: RestorableContent {
  /// `cairn://pm`.
  public var restorationLink: URL? { ProjectManagerRoute.board.link }
}
