"""Turns a terminal capture with ANSI escapes (`tmux capture-pane -p -e -N`) into an SVG picture.

Python 3's standard library only. `scripts/capture-screens` uses it for the pictures in
Docs/Pictures; `scripts/tests/test_terminal_svg.py` tests it.

- `parse(text, width, height)` reads the capture into a `Screen`: a grid of cells, each with its
  character and its `Style`. SGR sequences set the style (reset, bold, dim, italic, underline,
  blink, inverse, hidden, strikethrough, the 8 + 8 basic colours, `38;5;n` / `48;5;n` palette
  colours, `38;2;r;g;b` / `48;2;r;g;b` 24-bit colours, 39 / 49 defaults); any other escape
  sequence is skipped. Characters are laid out by terminal cells: East Asian Wide and Fullwidth
  characters take two, combining marks none (they join the character before them).
- `render(screen, title)` draws the grid: a window with a dark terminal background, a rectangle
  per run of background colour, a `<text>` per run of same-styled characters with each
  character at its cell's x (so Hangul stays aligned whatever the font), lines for underline,
  strikethrough and box drawing, and the block elements (the photos' `▀`) as rectangles, so
  pictures are crisp in any font. The same screen always gives the same bytes.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, replace
from typing import Optional, Tuple, Union

RGB = Tuple[int, int, int]
# A colour as the terminal was told it: None (the default), a palette index 0–255, or 24-bit RGB.
Colour = Union[None, int, RGB]

CELL_WIDTH = 9
CELL_HEIGHT = 18
FONT_SIZE = 15
BASELINE = 13
# Added to a wide character's advance (usually one em) to make it two cells.
WIDE_LETTER_SPACING = 2 * CELL_WIDTH - FONT_SIZE
FONT_FAMILY = ("ui-monospace, SFMono-Regular, 'DejaVu Sans Mono', Menlo, Consolas, "
               "'Liberation Mono', 'Noto Sans Mono CJK KR', 'D2Coding', monospace")
DEFAULT_FOREGROUND: RGB = (0xCC, 0xCC, 0xCC)
DEFAULT_BACKGROUND: RGB = (0x1E, 0x1E, 0x1E)
PADDING = 12
TITLE_BAR = 30
# The 16 basic colours of a dark terminal theme (0–7 normal, 8–15 bright).
BASIC_COLOURS: Tuple[RGB, ...] = (
    (0x00, 0x00, 0x00), (0xCD, 0x31, 0x31), (0x0D, 0xBC, 0x79), (0xE5, 0xE5, 0x10),
    (0x24, 0x72, 0xC8), (0xBC, 0x3F, 0xBC), (0x11, 0xA8, 0xCD), (0xE5, 0xE5, 0xE5),
    (0x66, 0x66, 0x66), (0xF1, 0x4C, 0x4C), (0x23, 0xD1, 0x8B), (0xF5, 0xF5, 0x43),
    (0x3B, 0x8E, 0xEA), (0xD6, 0x70, 0xD6), (0x29, 0xB8, 0xDB), (0xFF, 0xFF, 0xFF),
)
CUBE_LEVELS = (0, 95, 135, 175, 215, 255)


@dataclass(frozen=True)
class Style:
    """How a cell looks, as the SGR sequences so far have set it."""

    foreground: Colour = None
    background: Colour = None
    bold: bool = False
    dim: bool = False
    italic: bool = False
    underline: bool = False
    inverse: bool = False
    hidden: bool = False
    strikethrough: bool = False


PLAIN = Style()


@dataclass(frozen=True)
class Cell:
    """One terminal cell: its text (a character and any combining marks) and style.

    A wide character's cell has `width` 2 and the cell to its right is a continuation
    (`text` empty, `width` 0).
    """

    text: str = " "
    style: Style = PLAIN
    width: int = 1


@dataclass
class Screen:
    """A grid of `height` rows of `width` cells."""

    width: int
    height: int
    rows: list


def palette_rgb(index: int) -> RGB:
    """The RGB of a 256-colour palette entry: 16 basic colours, a 6×6×6 cube, 24 greys."""
    if index < 16:
        return BASIC_COLOURS[index]
    if index < 232:
        cube = index - 16
        return (CUBE_LEVELS[cube // 36], CUBE_LEVELS[cube // 6 % 6], CUBE_LEVELS[cube % 6])
    grey = 8 + 10 * (index - 232)
    return (grey, grey, grey)


def _number(text: str) -> int:
    return int(text) if text.isdigit() else 0


def _extended_colour(parameters: list, position: int) -> Tuple[Colour, int, bool]:
    """Reads the colour of a 38/48/58 at `position`.

    Returns the colour, the position after it and whether one was read. Both the
    semicolon form (`38;2;r;g;b`, `38;5;n`) and the colon form (`38:2::r:g:b`, `38:5:n`) work.
    """
    head = parameters[position]
    if ":" in head:
        fields = head.split(":")
        kind = _number(fields[1]) if len(fields) > 1 else -1
        if kind == 5 and len(fields) >= 3:
            return _number(fields[2]) & 0xFF, position + 1, True
        if kind == 2 and len(fields) >= 5:
            values = fields[-3:]
            return tuple(min(255, _number(v)) for v in values), position + 1, True
        return None, position + 1, False
    kind = _number(parameters[position + 1]) if position + 1 < len(parameters) else -1
    if kind == 5 and position + 2 < len(parameters):
        return _number(parameters[position + 2]) & 0xFF, position + 3, True
    if kind == 2 and position + 4 < len(parameters):
        values = parameters[position + 2:position + 5]
        return tuple(min(255, _number(v)) for v in values), position + 5, True
    return None, len(parameters), False


_ATTRIBUTES_ON = {1: "bold", 2: "dim", 3: "italic", 4: "underline", 7: "inverse", 8: "hidden",
                  9: "strikethrough", 21: "underline"}
_ATTRIBUTES_OFF = {22: ("bold", "dim"), 23: ("italic",), 24: ("underline",), 27: ("inverse",),
                   28: ("hidden",), 29: ("strikethrough",)}


def apply_sgr(style: Style, parameter_text: str) -> Style:
    """The style after `ESC [ <parameter_text> m`; unknown parameters are ignored."""
    parameters = parameter_text.split(";") if parameter_text else ["0"]
    position = 0
    while position < len(parameters):
        parameter = parameters[position]
        code = _number(parameter.split(":")[0])
        if code in (38, 48, 58):
            colour, position, ok = _extended_colour(parameters, position)
            if ok and code == 38:
                style = replace(style, foreground=colour)
            elif ok and code == 48:
                style = replace(style, background=colour)
            continue
        position += 1
        if code == 0:
            style = PLAIN
        elif code == 4 and parameter.startswith("4:"):
            style = replace(style, underline=parameter != "4:0")
        elif code in _ATTRIBUTES_ON:
            style = replace(style, **{_ATTRIBUTES_ON[code]: True})
        elif code in _ATTRIBUTES_OFF:
            style = replace(style, **{name: False for name in _ATTRIBUTES_OFF[code]})
        elif 30 <= code <= 37:
            style = replace(style, foreground=code - 30)
        elif code == 39:
            style = replace(style, foreground=None)
        elif 40 <= code <= 47:
            style = replace(style, background=code - 40)
        elif code == 49:
            style = replace(style, background=None)
        elif 90 <= code <= 97:
            style = replace(style, foreground=code - 90 + 8)
        elif 100 <= code <= 107:
            style = replace(style, background=code - 100 + 8)
    return style


def character_width(character: str) -> int:
    """Terminal cells a character takes: 2 East Asian Wide or Fullwidth, 0 combining or
    formatting marks and controls, else 1."""
    code = ord(character)
    if code < 0x20 or 0x7F <= code < 0xA0:
        return 0
    if unicodedata.combining(character) or unicodedata.category(character) in ("Mn", "Me", "Cf"):
        return 0
    if unicodedata.east_asian_width(character) in ("W", "F"):
        return 2
    return 1


# CSI (ESC [ … final byte), OSC (ESC ] … BEL or ESC \), or any other two-byte escape.
_ESCAPE = re.compile(r"\x1b(?:\[([0-?]*)[ -/]*([@-~])|\][^\x07\x1b]*(?:\x07|\x1b\\)?|[@-Z\\-_]?)")


def parse(text: str, width: Optional[int] = None, height: Optional[int] = None) -> Screen:
    """Lays `text` out on a grid of `width` × `height` cells (by default as wide and as tall
    as the text); what falls outside is dropped. The style carries over from line to line, as
    on a terminal."""
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if width is None:
        width = max((_plain_width(line) for line in lines), default=0)
    if height is None:
        height = len(lines)
    rows = [[Cell() for _ in range(width)] for _ in range(height)]
    style = PLAIN
    for row_index, line in enumerate(lines):
        row = rows[row_index] if row_index < height else None
        column = 0
        position = 0
        while position < len(line):
            match = _ESCAPE.match(line, position) if line[position] == "\x1b" else None
            if match:
                if match.group(2) == "m":
                    style = apply_sgr(style, match.group(1))
                position = match.end()
                continue
            character = line[position]
            position += 1
            if character == "\r":
                column = 0
                continue
            if character == "\t":
                column = min(width, (column // 8 + 1) * 8)
                continue
            cells = character_width(character)
            if row is None:
                continue
            if cells == 0:
                _join_previous(row, column, character)
                continue
            if column + cells > width:
                column = width
                continue
            row[column] = Cell(character, style, cells)
            if cells == 2:
                row[column + 1] = Cell("", style, 0)
            column += cells
    return Screen(width, height, rows)


def _plain_width(line: str) -> int:
    plain = _ESCAPE.sub("", line)
    return sum(character_width(character) for character in plain)


def _join_previous(row: list, column: int, mark: str) -> None:
    """Adds a zero-width mark to the character before `column`."""
    index = column - 1
    while index >= 0 and row[index].width == 0:
        index -= 1
    if index >= 0 and unicodedata.category(mark) != "Cc":
        row[index] = replace(row[index], text=row[index].text + mark)


# ---- Colours as drawn ----------------------------------------------------------------------

def _rgb(colour: Colour, default: RGB) -> RGB:
    if colour is None:
        return default
    if isinstance(colour, int):
        return palette_rgb(colour)
    return colour


def _blend(colour: RGB, other: RGB, amount: float) -> RGB:
    return tuple(round(a * (1 - amount) + b * amount) for a, b in zip(colour, other))


def cell_colours(style: Style) -> Tuple[RGB, RGB]:
    """The (text, background) colours a cell is drawn in: inverse swaps them (a default
    colour becomes the other default), dim blends the text halfway into the background."""
    foreground = _rgb(style.foreground, DEFAULT_FOREGROUND)
    background = _rgb(style.background, DEFAULT_BACKGROUND)
    if style.inverse:
        foreground, background = background, foreground
    if style.dim:
        foreground = _blend(foreground, background, 0.5)
    return foreground, background


def hex_colour(colour: RGB) -> str:
    """`#rrggbb`."""
    return "#%02x%02x%02x" % colour


# ---- Drawing -------------------------------------------------------------------------------

# Block elements drawn as rectangles: which halves (top, bottom) take the text colour.
BLOCKS = {"▀": (True, False), "▄": (False, True), "█": (True, True)}
# Box-drawing characters drawn as lines: the arms (left, right, up, down) from the centre.
BOX_ARMS = {
    "─": (1, 1, 0, 0), "│": (0, 0, 1, 1), "┌": (0, 1, 0, 1), "┐": (1, 0, 0, 1),
    "└": (0, 1, 1, 0), "┘": (1, 0, 1, 0), "├": (0, 1, 1, 1), "┤": (1, 0, 1, 1),
    "┬": (1, 1, 0, 1), "┴": (1, 1, 1, 0), "┼": (1, 1, 1, 1), "╭": (0, 1, 0, 1),
    "╮": (1, 0, 0, 1), "╰": (0, 1, 1, 0), "╯": (1, 0, 1, 0),
}


def _escape_xml(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _runs(values: list):
    """(start, end, value) for each run of equal values."""
    start = 0
    for index in range(1, len(values) + 1):
        if index == len(values) or values[index] != values[start]:
            yield start, index, values[start]
            start = index


def _background_rects(screen: Screen) -> list:
    """A rectangle per run of one colour in a row; half-height ones where the top and bottom
    halves of the cells differ (the block elements)."""
    rects = []
    half = CELL_HEIGHT // 2
    for row_index, row in enumerate(screen.rows):
        tops, bottoms = [], []
        for cell in row:
            foreground, background = cell_colours(cell.style)
            top_is_text, bottom_is_text = BLOCKS.get(cell.text, (False, False))
            tops.append(foreground if top_is_text else background)
            bottoms.append(foreground if bottom_is_text else background)
        # Equal halves make a full-height rectangle; split cells make two half ones.
        pairs = [(top, bottom) if top == bottom else None for top, bottom in zip(tops, bottoms)]
        y = row_index * CELL_HEIGHT
        for start, end, pair in _runs(pairs):
            if pair is not None:
                if pair[0] != DEFAULT_BACKGROUND:
                    rects.append((start, y, end - start, CELL_HEIGHT, pair[0]))
                continue
            for offset, colours in ((0, tops), (half, bottoms)):
                for run_start, run_end, colour in _runs(colours[start:end]):
                    if colour != DEFAULT_BACKGROUND:
                        rects.append((start + run_start, y + offset, run_end - run_start, half,
                                      colour))
    return [
        '<rect x="%d" y="%d" width="%d" height="%d" fill="%s"/>'
        % (column * CELL_WIDTH, y, cells * CELL_WIDTH, height, hex_colour(colour))
        for column, y, cells, height, colour in rects
    ]


def _lines(screen: Screen) -> list:
    """Lines for box drawing, underlines and strikethroughs, joined where they meet."""
    horizontal = {}  # (y, colour) -> list of (x1, x2)
    vertical = {}  # (x, colour) -> list of (y1, y2)
    middle_x, middle_y = CELL_WIDTH // 2, CELL_HEIGHT // 2
    for row_index, row in enumerate(screen.rows):
        top = row_index * CELL_HEIGHT
        for column, cell in enumerate(row):
            if cell.width == 0:
                continue
            colour, _ = cell_colours(cell.style)
            left = column * CELL_WIDTH
            right = left + cell.width * CELL_WIDTH
            arms = BOX_ARMS.get(cell.text)
            if arms and not cell.style.hidden:
                centre_x, centre_y = left + middle_x, top + middle_y
                if arms[0] or arms[1]:
                    horizontal.setdefault((centre_y, colour), []).append(
                        (left if arms[0] else centre_x, right if arms[1] else centre_x))
                if arms[2] or arms[3]:
                    vertical.setdefault((centre_x, colour), []).append(
                        (top if arms[2] else centre_y, top + CELL_HEIGHT if arms[3] else centre_y))
            if cell.style.underline:
                horizontal.setdefault((top + BASELINE + 2, colour), []).append((left, right))
            if cell.style.strikethrough:
                horizontal.setdefault((top + BASELINE - 4, colour), []).append((left, right))
    lines = []
    for (y, colour), spans in sorted(horizontal.items(), key=lambda item: (item[0][0], item[0][1])):
        for x1, x2 in _joined(spans):
            lines.append('<path d="M%d %d.5H%d" stroke="%s"/>' % (x1, y, x2, hex_colour(colour)))
    for (x, colour), spans in sorted(vertical.items(), key=lambda item: (item[0][0], item[0][1])):
        for y1, y2 in _joined(spans):
            lines.append('<path d="M%d.5 %dV%d" stroke="%s"/>' % (x, y1, y2, hex_colour(colour)))
    return lines


def _joined(spans: list) -> list:
    """Spans sorted and merged where they touch or overlap."""
    merged = []
    for start, end in sorted(spans):
        if merged and start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    return merged


def _texts(screen: Screen) -> list:
    """A `<text>` per run of same-styled characters of one width in a row, each character at
    its cell's x.

    Renderers that honour only the first of several x positions (librsvg) lay the rest out by
    the font's advance: about one cell for a monospace font, and one cell less
    `WIDE_LETTER_SPACING` for a wide character, whose advance is usually one em.
    """
    texts = []
    for row_index, row in enumerate(screen.rows):
        y = row_index * CELL_HEIGHT + BASELINE
        keys = []
        for cell in row:
            drawn = (cell.width > 0 and cell.text.strip() != "" and not cell.style.hidden
                     and cell.text not in BLOCKS and cell.text not in BOX_ARMS)
            if drawn:
                colour, _ = cell_colours(cell.style)
                keys.append((colour, cell.style.bold, cell.style.italic, cell.width == 2))
            elif cell.width == 0 and keys:
                keys.append(keys[-1])  # the right half of the wide character before it
            else:
                keys.append(None)
        for start, end, key in _runs(keys):
            if key is None:
                continue
            colour, bold, italic, wide = key
            characters, positions = [], []
            for column in range(start, end):
                if row[column].width == 0:
                    continue
                characters.append(_escape_xml(row[column].text))
                positions.append(str(column * CELL_WIDTH))
            classes = " ".join(name for name, on in (("b", bold), ("i", italic), ("w", wide)) if on)
            class_attribute = ' class="%s"' % classes if classes else ""
            texts.append('<text x="%s" y="%d" fill="%s"%s>%s</text>' % (
                " ".join(positions), y, hex_colour(colour), class_attribute, "".join(characters)))
    return texts


def render(screen: Screen, title: str = "") -> str:
    """The screen as an SVG document in a window with `title` in its title bar."""
    grid_width = screen.width * CELL_WIDTH
    grid_height = screen.height * CELL_HEIGHT
    width = grid_width + 2 * PADDING
    height = grid_height + TITLE_BAR + PADDING
    bar_middle = TITLE_BAR // 2
    parts = [
        '<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" '
        'role="img">' % (width, height, width, height),
        "<title>%s</title>" % _escape_xml(title or "terminal"),
        "<style>text{font-family:%s;font-size:%dpx;white-space:pre}"
        ".b{font-weight:bold}.i{font-style:italic}.w{letter-spacing:%dpx}</style>"
        % (FONT_FAMILY, FONT_SIZE, WIDE_LETTER_SPACING),
        '<rect width="%d" height="%d" rx="8" fill="%s"/>'
        % (width, height, hex_colour(DEFAULT_BACKGROUND)),
        '<rect width="%d" height="%d" rx="8" fill="#323232"/>' % (width, TITLE_BAR),
        '<rect y="%d" width="%d" height="8" fill="#323232"/>' % (TITLE_BAR - 8, width),
    ]
    for index, colour in enumerate(("#ff5f57", "#febc2e", "#28c840")):
        parts.append('<circle cx="%d" cy="%d" r="6" fill="%s"/>'
                     % (PADDING + 8 + index * 20, bar_middle, colour))
    if title:
        parts.append('<text x="%d" y="%d" fill="#a0a0a0" text-anchor="middle" '
                     'style="font-size:13px">%s</text>'
                     % (width // 2, bar_middle + 4, _escape_xml(title)))
    parts.append('<g transform="translate(%d %d)">' % (PADDING, TITLE_BAR + PADDING // 2))
    parts.append('<g shape-rendering="crispEdges">')
    parts.extend(_background_rects(screen))
    parts.append("</g>")
    parts.append('<g xml:space="preserve">')
    parts.extend(_texts(screen))
    parts.append("</g>")
    parts.append('<g shape-rendering="crispEdges" stroke-width="1" fill="none">')
    parts.extend(_lines(screen))
    parts.append("</g></g></svg>")
    return "\n".join(parts) + "\n"


def convert(text: str, width: Optional[int] = None, height: Optional[int] = None,
            title: str = "") -> str:
    """`render(parse(text, width, height), title)`."""
    return render(parse(text, width, height), title)
