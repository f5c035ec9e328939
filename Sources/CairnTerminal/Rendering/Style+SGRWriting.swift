/// Writing a `Style` as SGR parameters, in full or as the change from another style.
extension Style {
  /// Adds the parameters of ``sgrParameters(in:)``: a reset, the attributes, then the colors
  /// unless `mode` is `.monochrome`.
  func addSGRParameters(in mode: ColorMode, to sink: inout some SGRParameterSink) {
    sink.addParameter(0)
    if isBold { sink.addParameter(1) }
    if isDim { sink.addParameter(2) }
    if isUnderlined { sink.addParameter(4) }
    if isInverse { sink.addParameter(7) }
    if isStrikethrough { sink.addParameter(9) }
    guard mode.hasColors else { return }
    foreground?.addSGRParameters(isBackground: false, in: mode, to: &sink)
    background?.addSGRParameters(isBackground: true, in: mode, to: &sink)
  }

  /// Adds the parameters that change the colors of `previous` into this style's, which has
  /// the same attributes: only the colors that differ, 39 or 49 for a default one.
  func addColorChangeParameters(
    from previous: Style, in mode: ColorMode, to sink: inout some SGRParameterSink
  ) {
    if foreground != previous.foreground {
      if let foreground {
        foreground.addSGRParameters(isBackground: false, in: mode, to: &sink)
      } else {
        sink.addParameter(39)
      }
    }
    if background != previous.background {
      if let background {
        background.addSGRParameters(isBackground: true, in: mode, to: &sink)
      } else {
        sink.addParameter(49)
      }
    }
  }

  /// Whether bold, dim, underline, inverse and strikethrough are the same as in `other`.
  func hasSameAttributes(as other: Style) -> Bool {
    isBold == other.isBold && isDim == other.isDim && isUnderlined == other.isUnderlined
      && isInverse == other.isInverse && isStrikethrough == other.isStrikethrough
  }

  /// This style as `mode` writes it: colors dropped in `.monochrome`, 24-bit colors turned
  /// into palette entries in `.color`; two styles that resolve alike look alike.
  func resolved(in mode: ColorMode) -> Style {
    var style = self
    style.foreground = foreground?.resolved(in: mode)
    style.background = background?.resolved(in: mode)
    return style
  }
}
