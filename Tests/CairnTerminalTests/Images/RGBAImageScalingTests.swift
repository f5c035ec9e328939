import Testing

@testable import CairnImages
@testable import CairnTerminal

/// A one-row picture of the given pixels.
private func strip(_ pixels: [RGBA]) -> RGBAImage? {
  RGBAImage(
    width: pixels.count, height: 1,
    pixels: pixels.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] })
}

/// Every pixel of a picture.
private func pixels(of image: RGBAImage) -> [RGBA] {
  (0..<image.height).flatMap { y in (0..<image.width).compactMap { image.pixel(x: $0, y: y) } }
}

@Suite("Scaling pictures and fitting them in cells", .timeLimit(.minutes(1)))
struct RGBAImageScalingTests {
  @Test("a new pixel is the mean of the area it covers, partly covered pixels by their share")
  func averagesAreas() throws {
    let square = try #require(
      RGBAImage(
        width: 2, height: 2,
        pixels: [0, 0, 0, 255, 255, 255, 255, 255, 255, 0, 0, 255, 0, 0, 255, 255]))
    #expect(pixels(of: square.scaled(toWidth: 1, height: 1)) == [RGBA(128, 64, 128)])
    let three = try #require(strip([RGBA(0, 0, 0), RGBA(90, 90, 90), RGBA(180, 180, 180)]))
    #expect(
      pixels(of: three.scaled(toWidth: 2, height: 1)) == [RGBA(30, 30, 30), RGBA(150, 150, 150)])
  }

  @Test("transparent pixels add nothing to the color, only to the alpha")
  func weighsByAlpha() throws {
    let half = try #require(strip([RGBA(255, 0, 0), RGBA(0, 0, 255, 0)]))
    #expect(pixels(of: half.scaled(toWidth: 1, height: 1)) == [RGBA(255, 0, 0, 128)])
    let clear = try #require(strip([RGBA(9, 9, 9, 0), RGBA(0, 0, 255, 0)]))
    #expect(pixels(of: clear.scaled(toWidth: 1, height: 1)) == [RGBA(0, 0, 0, 0)])
  }

  @Test("a checkerboard shrunk to one pixel per square stays sharp; to a quarter, grey")
  func shrinksCheckerboard() throws {
    let board = try #require(TestPNG.checkerboard(block: 4, columns: 40, rows: 30))
    let sharp = board.scaled(toWidth: 40, height: 30)
    #expect(sharp == TestPNG.checkerboard(block: 1, columns: 40, rows: 30))
    let grey = board.scaled(toWidth: 20, height: 15)
    #expect(Set(pixels(of: grey)) == [RGBA(128, 128, 128)])
  }

  @Test("enlarging repeats pixels; the same size is the same picture")
  func enlarges() throws {
    let two = try #require(strip([RGBA(0, 0, 0), RGBA(200, 100, 50)]))
    let row = [RGBA(0, 0, 0), RGBA(0, 0, 0), RGBA(200, 100, 50), RGBA(200, 100, 50)]
    #expect(pixels(of: two.scaled(toWidth: 4, height: 2)) == row + row)
    #expect(two.scaled(toWidth: 2, height: 1) == two)
  }

  @Test(
    "a picture fits as large as it can, keeping its shape, a cell being 1×2 pixels",
    arguments: [
      (160, 120, 40, 15, 40, 30, 15), (320, 200, 40, 15, 40, 25, 13), (100, 400, 40, 15, 8, 30, 15),
      (1_000, 10, 40, 15, 40, 1, 1), (160, 120, 8, 3, 8, 6, 3), (16, 16, 40, 15, 30, 30, 15),
    ])
  func fitsInCells(_ sizes: (Int, Int, Int, Int, Int, Int, Int)) {
    let (width, height, columns, rows, pixelWidth, pixelHeight, cellRows) = sizes
    let fit = PictureFit(width: width, height: height, columns: columns, rows: rows)
    #expect(fit.pixelWidth == pixelWidth && fit.pixelHeight == pixelHeight)
    #expect(fit.columns == pixelWidth && fit.rows == cellRows)
  }
}
