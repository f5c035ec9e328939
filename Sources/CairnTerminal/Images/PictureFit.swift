/// How big a picture is drawn in a rectangle of cells: as large as fits, keeping its aspect
/// ratio, with a cell counted as one pixel wide and two pixels tall.
struct PictureFit: Hashable {
  /// Width of the scaled picture in pixels, which is also its width in cells.
  let pixelWidth: Int
  /// Height of the scaled picture in pixels: two per cell row.
  let pixelHeight: Int

  /// The fit of a `width` × `height` picture in `columns` × `rows` cells.
  init(width: Int, height: Int, columns: Int, rows: Int) {
    let scale = min(Double(columns) / Double(width), Double(rows * 2) / Double(height))
    pixelWidth = min(columns, max(1, Int((Double(width) * scale).rounded())))
    pixelHeight = min(rows * 2, max(1, Int((Double(height) * scale).rounded())))
  }

  /// Columns the picture takes.
  var columns: Int { pixelWidth }
  /// Rows the picture takes.
  var rows: Int { (pixelHeight + 1) / 2 }
}
