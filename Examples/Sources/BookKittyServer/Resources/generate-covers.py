#!/usr/bin/env python3
"""Draws the BookKitty book covers into covers/ (Python 3 standard library only).

Every book in catalog.json gets `covers/<isbn>.png`: an 8-bit indexed-colour PNG of 96x140
pixels that looks like a simple flat book cover. A cover is deterministic in the book's ISBN:
the category picks the colour family (hue), the ISBN's hash varies the shade and picks the
emblem, and the title's length sets how many "text lines" the title panel shows and how long
they are. Everything is drawn in large flat areas so that the cover still reads when a
terminal renders it with half-block characters.

    python3 generate-covers.py        # rewrites covers/*.png next to this script

Layout, from left to right and top to bottom: a darker spine band with a light edge line,
a light title panel with one to three dark bars (the title) and a thin accent rule, an
emblem (a circle, a square or a triangle) and a bar for the author near the foot.
"""

import colorsys
import hashlib
import json
import os
import struct
import sys
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
WIDTH, HEIGHT = 96, 140

# Base hue of every category; covers of one category share a colour family.
CATEGORY_HUES = {
    "역사": 0.00,  # red
    "자기계발": 0.09,  # orange
    "경제경영": 0.28,  # green
    "소설": 0.40,  # teal
    "IT": 0.52,  # cyan
    "과학": 0.62,  # blue
    "인문": 0.72,  # indigo
    "심리": 0.82,  # purple
    "에세이": 0.92,  # pink
}


# --- PNG ------------------------------------------------------------------------------------

def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def encode_png(canvas):
    """An 8-bit indexed-colour PNG of the canvas (filter 0 on every row, IDAT at level 9)."""
    width, height = canvas.width, canvas.height
    raw = bytearray()
    for y in range(height):
        raw.append(0)
        raw += canvas.pixels[y * width:(y + 1) * width]
    palette = b"".join(bytes(rgb) for rgb in canvas.palette)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 3, 0, 0, 0))
        + chunk(b"PLTE", palette)
        + chunk(b"IDAT", zlib.compress(bytes(raw), 9))
        + chunk(b"IEND", b"")
    )


# --- Drawing --------------------------------------------------------------------------------

class Canvas:
    """A width x height grid of palette indices, filled with index 0."""

    def __init__(self, width, height, palette):
        self.width, self.height, self.palette = width, height, palette
        self.pixels = bytearray(width * height)

    def fill_row(self, y, x0, x1, colour):
        x0, x1 = max(0, int(round(x0))), min(self.width, int(round(x1)))
        if 0 <= y < self.height and x1 > x0:
            start = y * self.width
            self.pixels[start + x0:start + x1] = bytes([colour]) * (x1 - x0)

    def box(self, x0, y0, x1, y1, colour):
        for y in range(max(0, int(y0)), min(self.height, int(y1))):
            self.fill_row(y, x0, x1, colour)

    def disc(self, cx, cy, r, colour):
        for y in range(int(cy - r), int(cy + r) + 1):
            dy = y + 0.5 - cy
            if abs(dy) <= r:
                half = (r * r - dy * dy) ** 0.5
                self.fill_row(y, cx - half, cx + half, colour)

    def triangle(self, cx, cy, r, colour):
        """An upward triangle with its apex r above the centre and its base r below it."""
        for y in range(int(cy - r), int(cy + r)):
            half = (y + 0.5 - (cy - r)) / (2 * r) * r * 1.15
            self.fill_row(y, cx - half, cx + half, colour)


def rgb(h, s, l):
    r, g, b = colorsys.hls_to_rgb(h % 1.0, max(0.0, min(1.0, l)), max(0.0, min(1.0, s)))
    return (round(r * 255), round(g * 255), round(b * 255))


# Palette slots.
BACK, SPINE, EDGE, PANEL, INK, EMBLEM, RULE = range(7)


def palette_for(category, digest):
    hue = CATEGORY_HUES.get(category, 0.5) + (digest[0] / 255 - 0.5) * 0.06
    light = 0.36 + digest[1] / 255 * 0.14
    sat = 0.38 + digest[2] / 255 * 0.22
    accent = hue + 0.42 + digest[3] / 255 * 0.16  # roughly opposite on the colour wheel
    return [
        rgb(hue, sat, light),  # BACK: the cover
        rgb(hue, sat, light * 0.55),  # SPINE: a darker band on the left
        rgb(hue, sat * 0.6, light + 0.22),  # EDGE: the light line beside the spine
        rgb(hue, 0.35, 0.90),  # PANEL: the light title panel
        rgb(hue, 0.40, 0.22),  # INK: the title and author bars
        rgb(accent, 0.70, 0.62),  # EMBLEM
        rgb(accent, 0.55, 0.45),  # RULE: the thin line under the title
    ]


def title_lines(title, per_line=7, most=3):
    """Lengths (in characters) of the title's lines when set at per_line characters a line."""
    n = len(title.replace(" ", ""))
    lines = []
    while n > 0 and len(lines) < most:
        lines.append(min(per_line, n))
        n -= per_line
    return lines or [1]


def cover(book):
    digest = hashlib.sha256(book["isbn"].encode()).digest()
    c = Canvas(WIDTH, HEIGHT, palette_for(book["category"], digest))

    # Spine and its edge line.
    c.box(0, 0, 10, HEIGHT, SPINE)
    c.box(10, 0, 12, HEIGHT, EDGE)

    # Title panel with one bar per title line (8 pixels a character, at least 12 wide).
    left, right = 20, 88
    lines = title_lines(book["title"])
    top = 12 + digest[4] % 5
    bottom = top + 14 + 11 * len(lines)
    c.box(left, top, right, bottom, PANEL)
    for i, chars in enumerate(lines):
        y = top + 8 + 11 * i
        c.box(left + 6, y, left + 6 + max(12, min(right - left - 12, chars * 8)), y + 6, INK)
    c.box(left, bottom, right, bottom + 3, RULE)

    # Emblem, centred between the panel and the author bar.
    cx, cy, r = 54, (bottom + 118) / 2 + 2, 12 + digest[5] % 4
    shape = digest[6] % 3
    if shape == 0:
        c.disc(cx, cy, r, EMBLEM)
    elif shape == 1:
        c.box(cx - r, cy - r, cx + r, cy + r, EMBLEM)
    else:
        c.triangle(cx, cy, r, EMBLEM)

    # Author bar at the foot: its length follows the first author's name.
    author = book["authors"][0] if book["authors"] else ""
    width = max(16, min(56, len(author.replace(" ", "")) * 8))
    c.box(54 - width / 2, 122, 54 + width / 2, 127, PANEL)
    return c


# --- Catalogue ------------------------------------------------------------------------------

def main():
    with open(os.path.join(HERE, "catalog.json"), encoding="utf-8") as handle:
        catalog = json.load(handle)
    out = os.path.join(HERE, "covers")
    os.makedirs(out, exist_ok=True)
    for name in os.listdir(out):
        if name.endswith(".png"):
            os.remove(os.path.join(out, name))
    count, total, largest = 0, 0, 0
    for book in catalog["books"]:
        data = encode_png(cover(book))
        with open(os.path.join(out, book["cover"]), "wb") as handle:
            handle.write(data)
        count, total, largest = count + 1, total + len(data), max(largest, len(data))
    print(f"{count} covers, {total} bytes (largest {largest})", file=sys.stderr)


if __name__ == "__main__":
    main()
