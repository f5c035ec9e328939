extension Node {
  /// An element `tag` with `attributes`, children from `content` and an optional `key`.
  public static func element(
    _ tag: HTMLTag, _ attributes: [Attribute] = [], key: String? = nil,
    @NodeBuilder _ content: () -> [Node] = { [] }
  ) -> Node {
    .element(Element(tag, attributes: attributes, children: content(), key: key))
  }

  /// A `<div>`.
  public static func div(
    _ attributes: Attribute..., key: String? = nil, @NodeBuilder _ content: () -> [Node] = { [] }
  ) -> Node {
    element(.div, attributes, key: key, content)
  }

  /// A `<span>`.
  public static func span(
    _ attributes: Attribute..., key: String? = nil, @NodeBuilder _ content: () -> [Node] = { [] }
  ) -> Node {
    element(.span, attributes, key: key, content)
  }

  /// A `<p>`.
  public static func p(
    _ attributes: Attribute..., key: String? = nil, @NodeBuilder _ content: () -> [Node] = { [] }
  ) -> Node {
    element(.p, attributes, key: key, content)
  }

  /// A `<strong>`.
  public static func strong(
    _ attributes: Attribute..., key: String? = nil, @NodeBuilder _ content: () -> [Node] = { [] }
  ) -> Node {
    element(.strong, attributes, key: key, content)
  }

  /// An `<a href>` to `address` (a path or an `http(s)` URL; anything else is written `#`).
  public static func link(
    to address: String, _ attributes: Attribute..., key: String? = nil,
    @NodeBuilder _ content: () -> [Node]
  ) -> Node {
    element(.a, [.href(address)] + attributes, key: key, content)
  }

  /// A `<button type=button>` that sends `action` (with `value`, if given) on a click.
  public static func button(
    _ attributes: Attribute..., action: String, value: String? = nil, key: String? = nil,
    @NodeBuilder _ content: () -> [Node]
  ) -> Node {
    var all = [Attribute.type("button"), .on(.click, action)]
    if let value { all.append(.eventValue(value)) }
    return element(.button, all + attributes, key: key, content)
  }

  /// A `<ul>`.
  public static func ul(
    _ attributes: Attribute..., key: String? = nil, @NodeBuilder _ content: () -> [Node] = { [] }
  ) -> Node {
    element(.ul, attributes, key: key, content)
  }

  /// An `<li>`.
  public static func li(
    _ attributes: Attribute..., key: String? = nil, @NodeBuilder _ content: () -> [Node] = { [] }
  ) -> Node {
    element(.li, attributes, key: key, content)
  }

  /// A heading `<h1>`–`<h3>` (other levels become `<h3>`).
  public static func heading(
    _ level: Int, _ attributes: Attribute..., key: String? = nil,
    @NodeBuilder _ content: () -> [Node]
  ) -> Node {
    element(level <= 1 ? .h1 : level == 2 ? .h2 : .h3, attributes, key: key, content)
  }

  /// An `<img>` whose size is known before it loads (no layout shift), loaded lazily.
  public static func image(
    src: String, alt: String, width: Int, height: Int, _ attributes: Attribute...,
    key: String? = nil
  ) -> Node {
    element(
      .img,
      [.src(src), .alt(alt), .width(width), .height(height), .lazyLoading, .asyncDecoding]
        + attributes,
      key: key)
  }

  /// A `<label>` for the field `id`, holding `text`.
  public static func label(_ text: String, for id: String, _ attributes: Attribute...) -> Node {
    element(.label, [.for(id)] + attributes) { .text(text) }
  }
}
