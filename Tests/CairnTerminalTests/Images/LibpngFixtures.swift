import Foundation
import Testing

/// A PNG file written by libpng (`Fixtures/make-png-fixtures.c`), with what is needed to work
/// out its pixels from the formulas the generator used.
struct LibpngFixture: CustomTestStringConvertible {
  let name: String
  let colorType: Int
  let bitDepth: Int
  let width: Int
  let height: Int
  let isInterlaced: Bool
  let paletteEntries: Int
  let alphaEntries: Int
  let hasKey: Bool
  let base64: String

  init(
    _ name: String, colorType: Int, bitDepth: Int, width: Int, height: Int, isInterlaced: Bool,
    paletteEntries: Int, alphaEntries: Int, hasKey: Bool, base64: String
  ) {
    self.name = name
    self.colorType = colorType
    self.bitDepth = bitDepth
    self.width = width
    self.height = height
    self.isInterlaced = isInterlaced
    self.paletteEntries = paletteEntries
    self.alphaEntries = alphaEntries
    self.hasKey = hasKey
    self.base64 = base64
  }

  var testDescription: String { name }

  /// The file's bytes.
  var bytes: [UInt8] {
    Array(Data(base64Encoded: base64, options: .ignoreUnknownCharacters) ?? Data())
  }

  /// The generator's sample formula.
  func sample(x: Int, y: Int, channel: Int) -> Int {
    var hash =
      (UInt32(x) &* 73_856_093) ^ (UInt32(y) &* 19_349_663) ^ (UInt32(channel) &* 83_492_791)
    hash ^= hash >> 13
    return Int(hash & ((1 << UInt32(bitDepth)) - 1))
  }

  /// The RGBA8 pixels the file holds, from the formulas.
  var expectedPixels: [UInt8] {
    let maximum = Double((1 << bitDepth) - 1)
    let eight = { (value: Int) in UInt8((Double(value) * 255 / maximum).rounded()) }
    var pixels: [UInt8] = []
    for y in 0..<height {
      for x in 0..<width {
        let values = (0..<4).map { sample(x: x, y: y, channel: $0) }
        let key = (0..<3).map { sample(x: 0, y: 0, channel: $0) }
        switch colorType {
        case 0:
          let alpha: UInt8 = hasKey && values[0] == key[0] ? 0 : 255
          pixels += [eight(values[0]), eight(values[0]), eight(values[0]), alpha]
        case 2:
          let alpha: UInt8 = hasKey && values[0..<3] == key[0..<3] ? 0 : 255
          pixels += values[0..<3].map(eight) + [alpha]
        case 3:
          let entry = values[0] % paletteEntries
          let alpha = entry < alphaEntries ? UInt8(entry * 85 % 256) : 255
          pixels += [
            UInt8(entry * 37 % 256), UInt8(entry * 91 % 256), UInt8(entry * 151 % 256), alpha,
          ]
        case 4:
          pixels += [eight(values[0]), eight(values[0]), eight(values[0]), eight(values[1])]
        default:
          pixels += values.map(eight)
        }
      }
    }
    return pixels
  }

  /// Every fixture: each colour type and bit depth, interlaced or not, each filter type forced
  /// on one file (libpng picks per row for the others), palettes with and without alpha, and
  /// transparent colours.
  static let all: [LibpngFixture] = [
    LibpngFixture(
      "grey1Interlaced", colorType: 0, bitDepth: 1, width: 9, height: 7,
      isInterlaced: true, paletteEntries: 0, alphaEntries: 0, hasKey: false,
      base64: """
        iVBORw0KGgoAAAANSUhEUgAAAAkAAAAHAQAAAAGF52pbAAAAI0lEQVQImQXBMREAIAwAsdwrQUplMCKV
        FVckBsuNHSeJJ+IDMLsCsJIvM1sAAAAASUVORK5CYII=
        """),
    LibpngFixture(
      "grey2", colorType: 0, bitDepth: 2, width: 10, height: 3,
      isInterlaced: false, paletteEntries: 0, alphaEntries: 0, hasKey: false,
      base64: """
        iVBORw0KGgoAAAANSUhEUgAAAAoAAAADAgAAAADF5tkIAAAAFElEQVQImWNWXfORoeA1A5O85gcAGzEE
        W2iqJzYAAAAASUVORK5CYII=
        """),
    LibpngFixture(
      "grey4InterlacedKey", colorType: 0, bitDepth: 4, width: 9, height: 9,
      isInterlaced: true, paletteEntries: 0, alphaEntries: 0, hasKey: true,
      base64: """
        iVBORw0KGgoAAAANSUhEUgAAAAkAAAAJBAAAAAF3DYRbAAAAAnRSTlMAAHaTzTgAAABLSURBVAiZAUAA
        v/8ABQCNAKAAIABOEABTA+4A2wCvCfAAY8UwAaHdAAvUAOU6AuLeACn2AF8E8msAAwpE6o5aAJPIPqfA
        AmLmGhrge3wWb6CwU28AAAAASUVORK5CYII=
        """),
    LibpngFixture(
      "grey8Key", colorType: 0, bitDepth: 8, width: 6, height: 5,
      isInterlaced: false, paletteEntries: 0, alphaEntries: 0, hasKey: true,
      base64: """
        iVBORw0KGgoAAAANSUhEUgAAAAYAAAAFCAAAAABDM8I6AAAAAnRSTlMAAHaTzTgAAAAsSURBVAiZY2TI
        yr7zU5ZxqdbCJb+DGb2u1cc8XctYvKxXRvw245Qs5yeSogAMUA7D+lyrYAAAAABJRU5ErkJggg==
        """),
    LibpngFixture(
      "grey16Interlaced", colorType: 0, bitDepth: 16, width: 5, height: 4,
      isInterlaced: true, paletteEntries: 0, alphaEntries: 0, hasKey: false,
      base64: """
        iVBORw0KGgoAAAANSUhEUgAAAAUAAAAEEAAAAAFEz0ZJAAAAO0lEQVQImQEwAM//AAAAAF2qAK7VAJNK
        PZ/O4AHXat1HAEQgJ/sASaWez+dw/RQUDwHaczOmZ436HBkXvi4TJfIsLAMAAAAASUVORK5CYII=
        """),
    LibpngFixture(
      "rgb8None", colorType: 2, bitDepth: 8, width: 6, height: 5,
      isInterlaced: false, paletteEntries: 0, alphaEntries: 0, hasKey: false,
      base64: """
        iVBORw0KGgoAAAANSUhEUgAAAAYAAAAFCAIAAADpOgqxAAAAaklEQVQImQFfAKD/AAB48WoSm9WtJLHJ
        QKrSW8e/NgCl3VTPtz5wCIEUbOUPd/5iGpMASjK7IFjRn+du+4MK4JgRjfV8AHMLghlh6KbeV8K6M9mh
        KLTMRQCU7GX+hg9BObAlXdQ+Rs9TK6J5Uy1AQYSI0wAAAABJRU5ErkJggg==
        """),
    LibpngFixture(
      "rgb8Sub", colorType: 2, bitDepth: 8, width: 6, height: 5,
      isInterlaced: false, paletteEntries: 0, alphaEntries: 0, hasKey: false,
      base64: """
        iVBORw0KGgoAAAANSUhEUgAAAAYAAAAFCAIAAADpOgqxAAAAaklEQVQImQFfAKD/AQB48Wqaqmubidwc
        HPkJGx3t2wGl3VQq2uqhUUOkZGT7CxlTo5UBSjK71iYWf4+dXJyc5RUHrV1rAXMLgqZWZo19bxzc3Bfn
        9dsrHQGU7GVqmqpDs6HkJCQZ6fsV5dMcDiy0yck9MQAAAABJRU5ErkJggg==
        """),
    LibpngFixture(
      "rgb8Up", colorType: 2, bitDepth: 8, width: 6, height: 5,
      isInterlaced: false, paletteEntries: 0, alphaEntries: 0, hasKey: false,
      base64: """
        iVBORw0KGgoAAAANSUhEUgAAAAYAAAAFCAIAAADpOgqxAAAAaElEQVQImWNiqPiYJTT76lqVjScdVl2K
        Pr7fjGlpanLq0sWzo2OTFy+FMJiWhqYHLpysf//tc3HVi4rC2rdfMmnePP6TU5z9+8vj5po/OcXVr59k
        Unz4+Kmq+uzoyOTFC1OXLp8fHwsAgIktdj3WzCoAAAAASUVORK5CYII=
        """),
    LibpngFixture(
      "rgb8Average", colorType: 2, bitDepth: 8, width: 6, height: 5,
      isInterlaced: false, paletteEntries: 0, alphaEntries: 0, hasKey: false,
      base64: """
        iVBORw0KGgoAAAANSUhEUgAAAAYAAAAFCAIAAADpOgqxAAAAaklEQVQImQFfAKD/AwB48WrWI6Ck10dz
        LlJuO3JWCQOlodxIQMeeVlCEBIWw2F73f/kD+MSRlORVV7fFotphWxuN7JwqA07yJdAwP0o6rPIKAwj4
        BgEB8wNb5ySo4Glvh32k5GO/x1HaohhTdC0vbV/N2gAAAABJRU5ErkJggg==
        """),
    LibpngFixture(
      "rgb8Paeth", colorType: 2, bitDepth: 8, width: 6, height: 5,
      isInterlaced: false, paletteEntries: 0, alphaEntries: 0, hasKey: false,
      base64: """
        iVBORw0KGgoAAAANSUhEUgAAAAYAAAAFCAIAAADpOgqxAAAAaklEQVQImQFfAKD/BAB48Wqaqmubidwc
        HPkJGx3t2wSlZWMqP+qbUV2kZGT7CxlTo5UEpVVn1iYWf9+di5wl5RUHrdtrBCnZx88vZgf36cc3KRfn
        9SfXyQQh4ePlmidDW6HkJCQZ6fsV5dMapi1TJ0I/EgAAAABJRU5ErkJggg==
        """),
    LibpngFixture(
      "rgb16InterlacedKey", colorType: 2, bitDepth: 16, width: 7, height: 6,
      isInterlaced: true, paletteEntries: 0, alphaEntries: 0, hasKey: true,
      base64: """
        iVBORw0KGgoAAAANSUhEUgAAAAcAAAAGEAIAAAGn+//0AAAABnRSTlMAANh4sPH528M9AAABE0lEQVQY
        lQEIAff+AAAA2Hiw8QBdqoXS7VsDJpT+7JZlaPQk0ICdA67Vdq0eJBL5dsXKgAMx1xXjKZ7XpRdld2UA
        k0pLMiO7PZ/l541uzuAWmH4R+ikiUUrYAddqDxJnm91HXbedpcEWQfbB9gBEIJxY9NEn+/+DlwrmjT71
        VnwB8f4phkEPoSch1+HFwS5BzsHOAUmlkd35VFUqtdo16kmh+VEpQxak5mT2ZBf7pwtXGShTGKPoleRk
        FKQEpAHacwILaoIzptNWU2Znjdd9B2/6HArcGtwZF6nnWfUo2xgr6B0EXPSc5JwBbTm1Qd3ITRqt6i3a
        CZm5aWl7FpzmXPZcVwvn+xfp6GvYmyit7FwcnAycIMSAOVHILlYAAAAASUVORK5CYII=
        """),
    LibpngFixture(
      "indexed1", colorType: 3, bitDepth: 1, width: 13, height: 3,
      isInterlaced: false, paletteEntries: 2, alphaEntries: 0, hasKey: false,
      base64: """
        iVBORw0KGgoAAAANSUhEUgAAAA0AAAADAQMAAAByLxdPAAAABlBMVEUAAAAlW5esxb+8AAAAEUlEQVQI
        mWMwO8Fw0oDB7AQADRIC9oIPv1gAAAAASUVORK5CYII=
        """),
    LibpngFixture(
      "indexed2Interlaced", colorType: 3, bitDepth: 2, width: 6, height: 6,
      isInterlaced: true, paletteEntries: 4, alphaEntries: 2, hasKey: false,
      base64: """
        iVBORw0KGgoAAAANSUhEUgAAAAYAAAAGAgMAAAHqpTdNAAAADFBMVEUAAAAlW5dKti5vEcVVWcLZAAAA
        AnRSTlMAVW2SaEMAAAAfSURBVAiZY2BgaGBQYHAAwg0McxhMgLjgAcMtByAJAEUNBvd2Rw0QAAAAAElF
        TkSuQmCC
        """),
    LibpngFixture(
      "indexed4InterlacedAlpha", colorType: 3, bitDepth: 4, width: 9, height: 7,
      isInterlaced: true, paletteEntries: 11, alphaEntries: 3, hasKey: false,
      base64: """
        iVBORw0KGgoAAAANSUhEUgAAAAkAAAAHBAMAAAFfskrFAAAAIVBMVEUAAAAlW5dKti5vEcWUbFy5x/Pe
        IooDfSEo2LhNM09yjubYm3j+AAAAA3RSTlMAVaoLuSc5AAAAOUlEQVQImWNgZVjA4CzAEMwgzrCE04Eh
        WdSAYWExA4MKg6kVg7gEQwiLUwIDg2XSFKYEhskSxssFAMXHCO69pAlhAAAAAElFTkSuQmCC
        """),
    LibpngFixture(
      "indexed8", colorType: 3, bitDepth: 8, width: 5, height: 5,
      isInterlaced: false, paletteEntries: 200, alphaEntries: 0, hasKey: false,
      base64: """
        iVBORw0KGgoAAAANSUhEUgAAAAUAAAAFCAMAAAC6sdbXAAACWFBMVEUAAAAlW5dKti5vEcWUbFy5x/Pe
        IooDfSEo2LhNM09yjuaX6X28RBThn6sG+kIrVdlQsHB1CweaZp6/wTXkHMwJd2Mu0vpTLZF4iCid47/C
        Plbnme0M9IQxTxtWqrJ7BUmgYODFu3fqFg4PcaU0zDxZJ9N+gmqj3QHIOJjtky8S7sY3SV1cpPSB/4um
        WiLLtbnwEFAVa+c6xn5fIRWEfKyp10POMtrzjXEY6Ag9Q59injaH+c2sVGTRr/v2CpIbZSlAwMBlG1eK
        du6v0YXULBz5h7Me4kpDPeFomHiN8w+yTqbXqT38BNQhX2tGugJrFZmQcDC1y8faJl7/gfUk3IxJNyNu
        krqT7VG4SOjdo38C/hYnWa1MtERxD9uWanK7xQngIKAFezcq1s5PMWV0jPyZ55O+QirjncEI+FgtU+9S
        roZ3CR2cZLTBv0vmGuILdXkw0BBVK6d6hj6f4dXEPGzplwMO8pozTTFYqMh9A1+iXvbHuY3sFCQRb7s2
        ylJbJemAgICl2xfKNq7vkUUU7Nw5R3NeogqD/aGoWDjNs8/yDmYXaf08xJRhHyuGesKr1VnQMPD1i4ca
        5h4/QbVknEyJ9+OuUnrTrRH4CKgdYz9CvtZnGW2MdASxz5vWKjL7hckg4GBFO/dqlo6P8SW0TLzZp1P+
        AuojXYFIuBhtE6+Sbka3yd3cJHQBfwsm2qJLNTlwkNCV62e6Rv7foZUE/CwpV8NOslpzDfGYaIi9wx/i
        HrYHeU0s1ORRL3t2ihKb5anAQEDlm9cK9m4vUQVUrJx5BzOeYsrDvWHWhCkTAAAAJ0lEQVQImWNgyOLd
        uIphKXuBCD+Dl8J8YwmGYsllhwQZppg5qtoBAHZ/B9l+I7ZAAAAAAElFTkSuQmCC
        """),
    LibpngFixture(
      "greyAlpha8Interlaced", colorType: 4, bitDepth: 8, width: 8, height: 8,
      isInterlaced: true, paletteEntries: 0, alphaEntries: 0, hasKey: false,
      base64: """
        iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAQAAAEZAUaWAAAAmklEQVQImQGPAHD/AAB4AKrSA5Ts9NAD
        1a35xQBBOfePAEoyn+fgmClRAeaeTa0Z6TnJAWoSR7cW9ke3ACBY+4ON9UQ8BN4uJ9cuNla3Aw2x/4fM
        LIvzAaXdKtqhUaRk+wtTo2Sk5RUAcwsZYabewrrZobTMEGh9BQMAPCracBCxSeMjW6vTq8w8AM+3pd0a
        Yn4GZR0IcKzUwbmdNEJlNbflBgAAAABJRU5ErkJggg==
        """),
    LibpngFixture(
      "greyAlpha16Paeth", colorType: 4, bitDepth: 16, width: 4, height: 3,
      isInterlaced: false, paletteEntries: 0, alphaEntries: 0, hasKey: false,
      base64: """
        iVBORw0KGgoAAAANSUhEUgAAAAQAAAADEAQAAABObboOAAAAPklEQVQImQEzAMz/BAAA2HjXajea12tn
        mwbc9hwESaW5ZccqNz9Jm8lRFqTmZARKpbpVptZWJp9/Sd/qixqcRFIXg7pbi70AAAAASUVORK5CYII=
        """),
    LibpngFixture(
      "rgba8Average", colorType: 6, bitDepth: 8, width: 5, height: 4,
      isInterlaced: false, paletteEntries: 0, alphaEntries: 0, hasKey: false,
      base64: """
        iVBORw0KGgoAAAANSUhEUgAAAAUAAAAECAYAAABGM/VAAAAAX0lEQVQImQFUAKv/AwB48Upq1iP7oKTX
        j0dzLqxSbjtjA6Wh3MpIQMf+nlZQqIQEhcSw2F6mA/jEkYmU5FUoV7fFg6LaYRhbG40vA07yJTnQMD8C
        SjqsWPIKA7oI+Ab60ionpFH3dUUAAAAASUVORK5CYII=
        """),
    LibpngFixture(
      "rgba16Interlaced", colorType: 6, bitDepth: 16, width: 9, height: 5,
      isInterlaced: true, paletteEntries: 0, alphaEntries: 0, hasKey: false,
      base64: """
        iVBORw0KGgoAAAANSUhEUgAAAAkAAAAFEAYAAAGwxCq+AAABfklEQVQYlQFzAYz+AwAA2Hiw8YhKu1X3
        8bMs7/oAXaqF0u1b1eAAJpT+7JZlrt57PqNGy8/zdJ3BRbktMBWLA67Vdq0eJCafEvl2xcqAztoAiEFQ
        OTiwAAtP95eP/wbHvQOTSksyI7sbAPR6wM58EajVsJGkJTja7ECTuRcFC9BPDqsL3z9zgmckA9dqDxJn
        m18gSXxlwNHzDesbb3dbwxbfEB6rKheG5FL+AUQgnFj00cxq49tjK6M540e/kj9yv3K/FuW31UclOdVH
        AfH+KYZBD3m0oSch1+HFobvBLkHOwc7BqitHG7fryRu3AUmlkd35VMHvVSq12jXqVZZJoflRKUNZtRak
        5mT2ZAYkF/unC1cZJ+coUxij6JUY4+RkFKQEpPRk8eXRFREj8VXhRWG1oafh2QHacwILaoJSOTOm01ZT
        ZjMaZ43XfQdvd5n6HArcGtzqnBkXqedZ9SkLKNsYK+gdGGsEXPSc5JwUXM9t750vq8/d36lfWZ9L3zWG
        arVf6gYFxgAAAABJRU5ErkJggg==
        """),
  ]
}
