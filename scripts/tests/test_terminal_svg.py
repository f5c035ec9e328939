"""Tests of scripts/terminal_svg.py: `python3 -m unittest discover scripts/tests` (run by
`make lint`). Python 3's standard library only."""

import pathlib
import sys
import unittest
import xml.etree.ElementTree as ElementTree

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
import terminal_svg  # noqa: E402
from terminal_svg import CELL_HEIGHT, CELL_WIDTH, Style  # noqa: E402

SVG = "{http://www.w3.org/2000/svg}"


def texts(svg: str) -> list:
    """(x positions, y, fill, text) of every `<text>` of the terminal grid."""
    root = ElementTree.fromstring(svg)
    found = []
    for element in root.iter(SVG + "text"):
        if element.get("text-anchor"):
            continue  # the window's title
        found.append(([int(x) for x in element.get("x").split()], int(element.get("y")),
                      element.get("fill"), element.text))
    return found


def rects(svg: str) -> list:
    """(x, y, width, height, fill) of every rectangle of the grid (not the window's)."""
    root = ElementTree.fromstring(svg)
    grid = [group for group in root.iter(SVG + "g") if group.get("transform")][0]
    return [(int(r.get("x")), int(r.get("y")), int(r.get("width")), int(r.get("height")),
             r.get("fill")) for r in grid.iter(SVG + "rect")]


class ParseTests(unittest.TestCase):
    def test_a_wide_character_takes_two_cells_and_the_next_one_follows_it(self):
        screen = terminal_svg.parse("가a\n", 4, 1)
        row = screen.rows[0]
        self.assertEqual((row[0].text, row[0].width), ("가", 2))
        self.assertEqual((row[1].text, row[1].width), ("", 0))
        self.assertEqual(row[2].text, "a")

    def test_sgr_sets_palette_and_24_bit_colours_and_attributes_and_0_resets(self):
        screen = terminal_svg.parse(
            "\x1b[1;31ma\x1b[38;5;208;48;2;1;2;3mb\x1b[0;7mc\x1b[38:2::9:8:7md\n", 4, 1)
        styles = [cell.style for cell in screen.rows[0]]
        self.assertEqual(styles[0], Style(foreground=1, bold=True))
        self.assertEqual(styles[1], Style(foreground=208, background=(1, 2, 3), bold=True))
        self.assertEqual(styles[2], Style(inverse=True))
        self.assertEqual(styles[3], Style(foreground=(9, 8, 7), inverse=True))

    def test_other_escapes_are_skipped_and_what_falls_outside_is_dropped(self):
        screen = terminal_svg.parse("\x1b]0;title\x07\x1b[?25lab\x1b[Kcdef\nx\ny\n", 3, 2)
        self.assertEqual("".join(cell.text for cell in screen.rows[0]), "abc")
        self.assertEqual(screen.rows[1][0].text, "x")
        self.assertEqual(len(screen.rows), 2)

    def test_a_combining_mark_joins_the_character_before_it(self):
        screen = terminal_svg.parse("e\u0301x\n", 2, 1)
        self.assertEqual([cell.text for cell in screen.rows[0]], ["e\u0301", "x"])

    def test_the_palette_has_the_cube_and_the_greys(self):
        self.assertEqual(terminal_svg.palette_rgb(16), (0, 0, 0))
        self.assertEqual(terminal_svg.palette_rgb(196), (255, 0, 0))
        self.assertEqual(terminal_svg.palette_rgb(232), (8, 8, 8))
        self.assertEqual(terminal_svg.palette_rgb(255), (238, 238, 238))


class RenderTests(unittest.TestCase):
    def test_each_character_is_at_its_cells_x_hangul_two_cells_apart(self):
        svg = terminal_svg.convert("ab 한글 c\n", 12, 1)
        drawn = {text: xs for xs, _, _, text in texts(svg)}
        self.assertEqual(drawn["ab"], [0, CELL_WIDTH])
        self.assertEqual(drawn["한글"], [3 * CELL_WIDTH, 5 * CELL_WIDTH])
        self.assertEqual(drawn["c"], [8 * CELL_WIDTH])

    def test_a_half_block_is_two_half_cells_in_its_two_colours(self):
        svg = terminal_svg.convert("\x1b[38;2;255;0;0;48;2;0;0;255m▀\x1b[0m\n", 2, 1)
        half = CELL_HEIGHT // 2
        self.assertIn((0, 0, CELL_WIDTH, half, "#ff0000"), rects(svg))
        self.assertIn((0, half, CELL_WIDTH, half, "#0000ff"), rects(svg))
        self.assertEqual(texts(svg), [], "the block is drawn as rectangles, not as a glyph")

    def test_runs_of_one_background_are_one_rectangle_and_inverse_swaps_the_colours(self):
        svg = terminal_svg.convert("\x1b[42mabc\x1b[0m \x1b[7mx\x1b[0m\n", 5, 1)
        green = terminal_svg.hex_colour(terminal_svg.palette_rgb(2))
        self.assertIn((0, 0, 3 * CELL_WIDTH, CELL_HEIGHT, green), rects(svg))
        light = terminal_svg.hex_colour(terminal_svg.DEFAULT_FOREGROUND)
        self.assertIn((4 * CELL_WIDTH, 0, CELL_WIDTH, CELL_HEIGHT, light), rects(svg))
        dark = terminal_svg.hex_colour(terminal_svg.DEFAULT_BACKGROUND)
        self.assertIn(([4 * CELL_WIDTH], terminal_svg.BASELINE, dark, "x"), texts(svg))

    def test_markup_is_escaped_and_the_same_screen_gives_the_same_bytes(self):
        capture = "<a & b>\n"
        svg = terminal_svg.convert(capture, 8, 1, title="x < y")
        self.assertEqual(svg, terminal_svg.convert(capture, 8, 1, title="x < y"))
        self.assertIn("&lt;a", svg)
        ElementTree.fromstring(svg)  # well-formed

    def test_the_picture_is_as_big_as_the_grid_in_its_window(self):
        root = ElementTree.fromstring(terminal_svg.convert("", 80, 24))
        self.assertEqual(int(root.get("width")), 80 * CELL_WIDTH + 2 * terminal_svg.PADDING)
        self.assertEqual(int(root.get("height")),
                         24 * CELL_HEIGHT + terminal_svg.TITLE_BAR + terminal_svg.PADDING)


if __name__ == "__main__":
    unittest.main()
