/// The actions BookKitty's web screens send from their elements.
enum BookKittyAction: String {
  /// Opens the book (value: its ISBN) or the question (value: its id).
  case open
  /// The floating menu: ask a question, add a book.
  case menu
  /// Loads the list again after a failure.
  case retry
  /// Loads the next page of a list.
  case more
  /// Adds the book to the shelf or takes it off.
  case toggle
  /// Deletes the question.
  case delete
  /// The question being typed, or the title searched for.
  case text
  /// Submits the question or the search.
  case submit
  /// The result carousel's previous and next book.
  case previous, next
  /// Closes the answer.
  case done
  /// Finds a book by its title.
  case enterTitle
}
