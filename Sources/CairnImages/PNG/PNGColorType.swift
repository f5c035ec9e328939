/// The colour types of PNG: how many samples a pixel has and what they mean.
enum PNGColorType: UInt8 {
  /// One grey sample.
  case grey = 0
  /// Red, green and blue samples.
  case rgb = 2
  /// One index into the palette.
  case indexed = 3
  /// A grey sample and alpha.
  case greyAlpha = 4
  /// Red, green, blue and alpha samples.
  case rgba = 6

  /// Samples per pixel.
  var samplesPerPixel: Int {
    switch self {
    case .grey, .indexed: 1
    case .greyAlpha: 2
    case .rgb: 3
    case .rgba: 4
    }
  }

  /// The bit depths the format allows for this colour type.
  var allowedBitDepths: Set<Int> {
    switch self {
    case .grey: [1, 2, 4, 8, 16]
    case .indexed: [1, 2, 4, 8]
    case .rgb, .greyAlpha, .rgba: [8, 16]
    }
  }
}
