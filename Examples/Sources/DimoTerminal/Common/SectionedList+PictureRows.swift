import CairnTerminal

extension SectionedList {
  /// A list of ``PictureRow``s, each four lines high, whose selection is marked by the row's
  /// own drawing rather than by highlighting the whole row.
  static func pictureRows() -> SectionedList {
    var list = SectionedList(rowHeight: PictureRow.height)
    list.highlightsSelection = false
    return list
  }
}
