import CairnNavigation
import Foundation

// BookKitty's screens name themselves by their deep links (``BookKittyRoute``), so that the
// browser's address follows them and a reload or a shared address rebuilds them. The tabs'
// first screens need none: the address of a tab's root is the app's, with its tab.

extension BookDetailViewModel: RestorableContent {
  /// `cairn://bookkitty/books/<isbn>`.
  public var restorationLink: URL? { BookKittyRoute.book(isbn).link }
}

extension QuestionDetailViewModel: RestorableContent {
  /// `cairn://bookkitty/questions/<id>`.
  public var restorationLink: URL? { BookKittyRoute.question(id).link }
}

extension NewQuestionViewModel: RestorableContent {
  /// `cairn://bookkitty/ask` (what was typed is not kept).
  public var restorationLink: URL? { BookKittyRoute.ask.link }
}

extension QuestionResultViewModel: RestorableContent {
  /// Once the answer is stored, `cairn://bookkitty/questions/<id>`: a reload shows it from
  /// the history. None while it is worked out (that cannot be rebuilt: the address stays on
  /// the screen below) or after it failed.
  public var restorationLink: URL? {
    storedAnswerID.map { BookKittyRoute.question($0).link }
  }
}

extension AddBookViewModel: RestorableContent {
  /// `cairn://bookkitty/add`.
  public var restorationLink: URL? { BookKittyRoute.addBook.link }
}

extension AddBookByTitleViewModel: RestorableContent {
  /// `cairn://bookkitty/add/title` (the search typed is not kept).
  public var restorationLink: URL? { BookKittyRoute.addBookByTitle.link }
}
