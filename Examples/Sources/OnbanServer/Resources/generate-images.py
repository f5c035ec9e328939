#!/usr/bin/env python3
"""Draws the Onban dish pictures into images/ (Python 3 standard library only).

Every file named in catalog.json (a dish's `image`, `thumbnails` and `detail_images`) is
rendered as an indexed-colour PNG. A picture is deterministic in the dish's hash: the hash picks
the palette, the background pattern and where the food sits, and the section picks the
vessel (a plate for main dishes, a bowl of broth for soups, a small round dish for sides).

    python3 generate-images.py        # rewrites images/*.png next to this script

Sizes: list / top images and thumbnails are 160x120, detail-section images 320x200.
"""

import colorsys
import hashlib
import json
import os
import struct
import sys
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
SMALL = (160, 120)
LARGE = (320, 200)


# --- PNG ------------------------------------------------------------------------------------

def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def encode_png(canvas):
    """An 8-bit indexed-colour PNG of the canvas (filter 0 on every row)."""
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
    """A width x height grid of palette indices."""

    def __init__(self, width, height, palette):
        self.width, self.height, self.palette = width, height, palette
        self.pixels = bytearray(width * height)

    def span(self, y, x0, x1, colour):
        if 0 <= y < self.height:
            x0, x1 = max(0, int(x0)), min(self.width, int(x1))
            if x1 > x0:
                start = y * self.width
                self.pixels[start + x0:start + x1] = bytes([colour]) * (x1 - x0)

    def ellipse(self, cx, cy, rx, ry, colour, lower_half_only=False):
        top = int(cy) if lower_half_only else int(cy - ry)
        for y in range(max(0, top), min(self.height, int(cy + ry) + 1)):
            t = (y + 0.5 - cy) / ry
            if abs(t) <= 1:
                half = rx * (1 - t * t) ** 0.5
                self.span(y, cx - half, cx + half, colour)

    def rect(self, x0, y0, x1, y1, colour):
        for y in range(max(0, int(y0)), min(self.height, int(y1))):
            self.span(y, x0, x1, colour)

    def pattern(self, kind, colour, scale):
        """Tablecloth patterns: 0 dots, 1 diagonal stripes, 2 checks, 3 horizontal lines."""
        w, p = self.width, max(6, int(12 * scale))
        for y in range(self.height):
            if kind == 0:
                if y % p < 2:
                    for x in range((y // p) % 2 * (p // 2), w, p):
                        self.span(y, x, x + 2, colour)
            elif kind == 1:
                offset = y % p
                for x in range(-offset, w, p):
                    self.span(y, x, x + p // 3, colour)
            elif kind == 2:
                for x in range(((y // p) % 2) * p, w, 2 * p):
                    self.span(y, x, x + p, colour)
            elif y % p < 2:
                self.span(y, 0, w, colour)


# --- Dish styles ----------------------------------------------------------------------------

def rgb(h, s, l):
    r, g, b = colorsys.hls_to_rgb(h % 1.0, l, s)
    return (round(r * 255), round(g * 255), round(b * 255))


# Palette slots.
BG, BG_PATTERN, RIM, PLATE, FOOD, FOOD_ACCENT, GARNISH, DARK, BROTH, LINE = range(10)


def palette_for(digest, variant):
    hue = -0.04 + digest[0] / 255 * 0.18  # food: warm reds, browns and yellows
    bg_hue = digest[30] / 255 + variant * 0.03  # tablecloth: any hue
    return [
        rgb(bg_hue, 0.35, 0.90),  # BG
        rgb(bg_hue, 0.30, 0.80),  # BG_PATTERN
        rgb(0.10, 0.08, 0.78),  # RIM
        rgb(0.12, 0.25, 0.96),  # PLATE
        rgb(hue, 0.65, 0.42),  # FOOD
        rgb(hue + 0.07, 0.75, 0.62),  # FOOD_ACCENT
        rgb(0.30 + digest[3] / 2550, 0.55, 0.38),  # GARNISH
        rgb(0.05, 0.30, 0.18 + digest[4] / 2550),  # DARK (earthenware)
        rgb(hue + 0.02, 0.55, 0.55),  # BROTH
        rgb(bg_hue, 0.25, 0.55),  # LINE
    ]


def draw_main(c, digest, cx, cy, r):
    c.ellipse(cx, cy + r * 0.06, r * 1.05, r * 0.80, RIM)
    c.ellipse(cx, cy, r, r * 0.75, PLATE)
    c.ellipse(cx, cy, r * 0.78, r * 0.56, RIM)
    c.ellipse(cx, cy, r * 0.74, r * 0.52, PLATE)
    for i in range(7):  # a heap of food made of overlapping pieces
        dx = ((digest[5 + i] % 41) - 20) / 20 * r * 0.38
        dy = ((digest[12 + i] % 31) - 15) / 15 * r * 0.22
        size = r * (0.16 + (digest[19 + i] % 10) / 60)
        c.ellipse(cx + dx, cy + dy, size * 1.3, size, FOOD if i % 3 else FOOD_ACCENT)
    for i in range(5):
        gx = cx + ((digest[8 + i] % 21) - 10) / 10 * r * 0.35
        gy = cy + ((digest[15 + i] % 15) - 7) / 7 * r * 0.2
        c.ellipse(gx, gy, r * 0.05, r * 0.035, GARNISH)


def draw_soup(c, digest, cx, cy, r):
    c.ellipse(cx, cy + r * 0.45, r * 0.7, r * 0.18, RIM)  # shadow / stand
    c.ellipse(cx, cy, r * 0.95, r * 0.85, DARK, lower_half_only=True)
    c.ellipse(cx, cy, r * 0.95, r * 0.28, DARK)
    c.ellipse(cx, cy, r * 0.85, r * 0.22, BROTH)
    for i in range(6):  # floating tofu, vegetables, meat
        fx = cx + ((digest[6 + i] % 29) - 14) / 14 * r * 0.55
        fy = cy + ((digest[13 + i] % 9) - 4) / 4 * r * 0.1
        size = r * (0.06 + (digest[20 + i] % 6) / 100)
        colour = (FOOD_ACCENT, GARNISH, PLATE)[i % 3]
        c.ellipse(fx, fy, size * 1.4, size * 0.7, colour)


def draw_side(c, digest, cx, cy, r):
    c.ellipse(cx, cy + r * 0.05, r * 0.9, r * 0.7, RIM)
    c.ellipse(cx, cy, r * 0.85, r * 0.66, PLATE)
    for i in range(14):  # namul strands / small pieces
        dx = ((digest[(4 + i) % 32] % 33) - 16) / 16 * r * 0.45
        dy = ((digest[(11 + i) % 32] % 25) - 12) / 12 * r * 0.3
        length = r * (0.12 + (digest[(18 + i) % 32] % 8) / 60)
        c.ellipse(cx + dx, cy + dy, length, r * 0.04, FOOD if i % 2 else GARNISH)
    for i in range(8):  # sesame seeds
        sx = cx + ((digest[(2 + 3 * i) % 32] % 31) - 15) / 15 * r * 0.4
        sy = cy + ((digest[(1 + 5 * i) % 32] % 21) - 10) / 10 * r * 0.25
        c.ellipse(sx, sy, 1.5, 1, FOOD_ACCENT)


DRAW = {"main": draw_main, "soup": draw_soup, "side": draw_side}


def picture(section, dish_hash, kind, index):
    digest = hashlib.sha256(dish_hash.encode()).digest()
    draw = DRAW[section]
    if kind == "detail":
        return detail_picture(draw, digest, index)
    width, height = SMALL
    variant = 0 if kind == "top" else index
    c = Canvas(width, height, palette_for(digest, variant))
    c.pattern((digest[1] + variant) % 4, BG_PATTERN, 1 + variant * 0.15)
    zoom = 1 + variant * 0.12
    cx = width / 2 + (variant % 3 - 1) * 10
    draw(c, digest, cx, height * 0.52, 58 * zoom)
    return c


def detail_picture(draw, digest, index):
    width, height = LARGE
    c = Canvas(width, height, palette_for(digest, index))
    layout = (digest[2] + index) % 3
    if layout == 0:  # a banner: a coloured band, "text" bars and the dish on the right
        c.pattern((digest[1] + index) % 4, BG_PATTERN, 1.2)
        c.rect(0, 0, width, 36, FOOD)
        for row in range(4):
            bar = 60 + (digest[(row + index) % 32] % 70)
            c.rect(20, 60 + row * 26, 20 + bar, 70 + row * 26, LINE)
        draw(c, digest, width * 0.70, height * 0.58, 78)
    elif layout == 1:  # a close-up: the dish fills the frame
        c.pattern((digest[1] + index + 1) % 4, BG_PATTERN, 2)
        draw(c, digest, width / 2, height * 0.55, 150)
    else:  # three portions side by side, with a caption strip
        c.rect(0, 0, width, height, BG)
        c.rect(0, height - 34, width, height, FOOD_ACCENT)
        for k in range(3):
            draw(c, digest[k:] + digest[:k], 55 + k * 105, 80, 46)
    return c


# --- Catalogue ------------------------------------------------------------------------------

def kind_of(file_name):
    stem = file_name[:-len(".png")]
    dish_hash, _, part = stem.partition("_")
    for kind in ("top", "thumb", "detail"):
        if part.startswith(kind):
            return dish_hash, kind, int(part[len(kind):] or 0)
    raise ValueError(f"unexpected image name {file_name}")


def main():
    with open(os.path.join(HERE, "catalog.json"), encoding="utf-8") as handle:
        catalog = json.load(handle)
    out = os.path.join(HERE, "images")
    os.makedirs(out, exist_ok=True)
    for name in os.listdir(out):
        if name.endswith(".png"):
            os.remove(os.path.join(out, name))
    count, total = 0, 0
    for section in catalog["sections"]:
        for dish in section["dishes"]:
            for name in [dish["image"], *dish["thumbnails"], *dish["detail_images"]]:
                dish_hash, kind, index = kind_of(name)
                data = encode_png(picture(section["id"], dish_hash, kind, index))
                with open(os.path.join(out, name), "wb") as handle:
                    handle.write(data)
                count, total = count + 1, total + len(data)
    print(f"{count} images, {total} bytes", file=sys.stderr)


if __name__ == "__main__":
    main()
