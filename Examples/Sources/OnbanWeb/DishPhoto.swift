import CairnWeb
import OnbanPresentation

/// A dish photo as the view model has it: an `<img class="dish-photo">` with its width and
/// height once loaded, else a box of the same size (`.photo-placeholder`) saying that it loads
/// or could not be loaded.
enum DishPhoto {
  /// The size of a photo not loaded yet: the list's and the thumbnails' pictures.
  static let thumbnailSize = (width: 160, height: 120)
  /// The size of a detail-section picture not loaded yet.
  static let detailSize = (width: 320, height: 200)

  /// The photo at `url` in the state `image`, described by `alt`, with `classes` added.
  static func node(
    url: String, image: ShownImage?, alt: String, size: (width: Int, height: Int),
    classes: [String] = []
  ) -> Node {
    if let png = image?.png, let address = PhotoPath.address(of: url) {
      let real = PNGSize.of(png) ?? size
      return Node.image(
        src: address, alt: alt, width: real.width, height: real.height,
        .classes(["dish-photo"] + classes))
    }
    let state = image == .failed || PhotoPath.address(of: url) == nil ? "failed" : "loading"
    return Node.div(
      .classes(["photo-placeholder", state] + classes), .role("img"),
      .aria("label", "\(alt) — \(image?.description ?? OnbanStrings.imageLoading)")
    ) {
      Node.span { Node.text(image?.description ?? OnbanStrings.imageLoading) }
    }
  }
}
