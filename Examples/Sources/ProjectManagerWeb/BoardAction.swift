/// The actions the board's elements send back: a card's open, move and delete (the work's id as
/// the value), the "+" bar button, sync now and retry.
enum BoardAction: String {
  case open, move, delete, add, sync, retry
}
