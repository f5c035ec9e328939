#!/usr/bin/env python3
"""Draws the DIMO posters and character portraits into images/ (Python 3 standard library only).

Every `poster_img` and `character_img` named in catalog.json (the anime, the movies and their
characters) is rendered as an 8-bit indexed-colour PNG. The pictures are flat, strongly coloured shapes, because the app draws
them in a terminal with Unicode half blocks. Everything is deterministic in the id:

* a poster (100x140) gets a banded, gradient-like background whose palette comes from the
  work's first two genres, one big shape picked by the id's hash (mountains, a sun over the
  horizon, a city skyline or waves) and a dark title band at the bottom with glyph-like marks;
* a character portrait (64x64) gets a coloured background, shoulders, a round face, hair in a
  colour and style picked by the hash, two eyes and a mouth.

    python3 generate-images.py        # rewrites images/*.png next to this script
"""

import colorsys
import hashlib
import json
import math
import os
import struct
import sys
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
POSTER = (100, 140)
PORTRAIT = (64, 64)

GENRE_HUE = {
    "액션": 0.00, "모험": 0.07, "판타지": 0.76, "이세계": 0.70, "코미디": 0.14,
    "드라마": 0.60, "로맨스": 0.93, "스포츠": 0.33, "일상": 0.24, "SF": 0.50,
    "미스터리": 0.67, "스릴러": 0.98, "학원": 0.56, "음악": 0.84, "가족": 0.10,
    "범죄": 0.03, "역사": 0.09,
}


# --- PNG encoding ---------------------------------------------------------------------------

def png_chunk(tag, payload):
    crc = zlib.crc32(tag + payload) & 0xFFFFFFFF
    return struct.pack(">I", len(payload)) + tag + payload + struct.pack(">I", crc)


def to_png(image):
    """Signature, IHDR (8-bit, colour type 3), PLTE, one zlib level-9 IDAT, IEND."""
    rows = b"".join(
        b"\x00" + bytes(image.data[y * image.w:(y + 1) * image.w]) for y in range(image.h)
    )
    header = struct.pack(">IIBBBBB", image.w, image.h, 8, 3, 0, 0, 0)
    plte = b"".join(struct.pack("BBB", *c) for c in image.colours)
    return (b"\x89PNG\r\n\x1a\n" + png_chunk(b"IHDR", header) + png_chunk(b"PLTE", plte)
            + png_chunk(b"IDAT", zlib.compress(rows, 9)) + png_chunk(b"IEND", b""))


# --- A tiny paletted raster -----------------------------------------------------------------

class Image:
    def __init__(self, w, h, colours):
        self.w, self.h, self.colours = w, h, colours
        self.data = bytearray(w * h)

    def hline(self, y, x0, x1, c):
        y = int(y)
        if 0 <= y < self.h:
            a, b = max(0, int(round(x0))), min(self.w, int(round(x1)))
            if b > a:
                self.data[y * self.w + a:y * self.w + b] = bytes((c,)) * (b - a)

    def box(self, x0, y0, x1, y1, c):
        for y in range(max(0, int(y0)), min(self.h, int(y1))):
            self.hline(y, x0, x1, c)

    def disc(self, cx, cy, rx, ry, c, top=None, bottom=None):
        """Filled ellipse, optionally clipped to rows [top, bottom)."""
        y0 = int(math.floor(cy - ry)) if top is None else int(top)
        y1 = int(math.ceil(cy + ry)) if bottom is None else int(bottom)
        for y in range(max(0, y0), min(self.h, y1)):
            t = (y + 0.5 - cy) / ry
            if -1 <= t <= 1:
                half = rx * math.sqrt(1 - t * t)
                self.hline(y, cx - half, cx + half, c)

    def polygon(self, points, c):
        """Even-odd scanline fill of a closed polygon."""
        ys = [p[1] for p in points]
        for y in range(max(0, int(min(ys))), min(self.h, int(math.ceil(max(ys))))):
            yc = y + 0.5
            xs = []
            for (xa, ya), (xb, yb) in zip(points, points[1:] + points[:1]):
                if (ya <= yc < yb) or (yb <= yc < ya):
                    xs.append(xa + (yc - ya) * (xb - xa) / (yb - ya))
            xs.sort()
            for a, b in zip(xs[0::2], xs[1::2]):
                self.hline(y, a, b, c)


def hls(h, l, s):
    r, g, b = colorsys.hls_to_rgb(h % 1.0, max(0.0, min(1.0, l)), max(0.0, min(1.0, s)))
    return (int(r * 255 + 0.5), int(g * 255 + 0.5), int(b * 255 + 0.5))


def digest_of(kind, ident):
    return hashlib.sha256(f"dimo:{kind}:{ident}".encode()).digest()


# --- Posters --------------------------------------------------------------------------------

BANDS = 7  # palette 0..6: background bands, light at the top to deep at the bottom
SHAPE, SHAPE_LIGHT, SHAPE_DARK, TITLE_BAND, TITLE_MARK, ACCENT = range(BANDS, BANDS + 6)


def poster_palette(genres, d):
    hue = GENRE_HUE.get(genres[0], d[0] / 255)
    hue2 = GENRE_HUE.get(genres[1], hue + 0.5) if len(genres) > 1 else hue + 0.45
    hue += (d[1] - 128) / 255 * 0.04
    colours = [hls(hue + i * 0.012, 0.78 - i * 0.075, 0.55 + i * 0.03) for i in range(BANDS)]
    colours += [
        hls(hue2, 0.38, 0.70),          # SHAPE
        hls(hue2 + 0.02, 0.62, 0.75),   # SHAPE_LIGHT
        hls(hue2 - 0.02, 0.22, 0.60),   # SHAPE_DARK
        hls(hue, 0.10, 0.35),           # TITLE_BAND
        hls(hue, 0.90, 0.25),           # TITLE_MARK
        hls(hue + 0.5, 0.60, 0.90),     # ACCENT
    ]
    return colours


def draw_mountains(img, d, horizon):
    w = img.w
    for k, colour in enumerate((SHAPE_LIGHT, SHAPE, SHAPE_DARK)):
        peak_x = (d[4 + k] / 255) * w
        peak_y = horizon - 30 - (d[7 + k] % 40) + k * 12
        spread = 45 + d[10 + k] % 30
        img.polygon([(peak_x - spread, horizon + 4), (peak_x, peak_y), (peak_x + spread, horizon + 4)], colour)
        if k == 0:  # a snow cap on the farthest peak
            cap = 9
            img.polygon([(peak_x - spread * cap / (horizon - peak_y), peak_y + cap), (peak_x, peak_y),
                         (peak_x + spread * cap / (horizon - peak_y), peak_y + cap)], TITLE_MARK)
    img.box(0, horizon + 4, w, img.h, SHAPE_DARK)


def draw_sun(img, d, horizon):
    w = img.w
    cx = 25 + d[4] % 50
    r = 22 + d[5] % 10
    img.disc(cx, horizon - 6, r + 5, r + 5, SHAPE_LIGHT)
    img.disc(cx, horizon - 6, r, r, ACCENT)
    for i in range(3):  # reflection stripes below the horizon
        y = horizon + 6 + i * 7
        img.box(cx - r + i * 5, y, cx + r - i * 5, y + 3, SHAPE_LIGHT)
    img.box(0, horizon, w, horizon + 3, SHAPE)


def draw_city(img, d, horizon):
    x = -2
    i = 0
    while x < img.w:
        width = 9 + d[(4 + i) % 32] % 11
        height = 25 + d[(12 + i) % 32] % 55
        colour = SHAPE if i % 2 else SHAPE_DARK
        img.box(x, horizon - height, x + width - 1, horizon + 40, colour)
        for wy in range(int(horizon - height + 4), int(horizon) - 2, 7):  # lit windows
            for wx in range(x + 2, x + width - 3, 4):
                if d[(wx + wy + i) % 32] % 3 == 0:
                    img.box(wx, wy, wx + 2, wy + 3, ACCENT)
        x += width
        i += 1
    img.disc(78 - d[3] % 50, 24, 8, 8, TITLE_MARK)  # the moon


def draw_waves(img, d, horizon):
    w = img.w
    phase = d[4] / 255 * math.tau
    for k, colour in enumerate((SHAPE_LIGHT, SHAPE, SHAPE_DARK, SHAPE)):
        base = horizon - 18 + k * 13
        amp = 4 + d[5 + k] % 4
        for x in range(w):
            top = base + amp * math.sin(x / (7 + k * 2) + phase + k)
            for y in range(int(top), img.h):
                img.data[y * w + x] = colour
        for x in range(d[9 + k] % 12, w, 18 + k * 3):  # foam crests
            top = base + amp * math.sin(x / (7 + k * 2) + phase + k)
            img.box(x, top, x + 4, top + 1, TITLE_MARK)


SHAPES = (draw_mountains, draw_sun, draw_city, draw_waves)


def poster(work):
    w, h = POSTER
    d = digest_of("anime", work["anime_id"]) if "anime_id" in work else digest_of("movie", work["movie_id"])
    genres = [g.strip() for g in work["genre"].split(",")]
    img = Image(w, h, poster_palette(genres, d))
    band = 18
    for i in range(BANDS):  # banded gradient background
        img.box(0, i * band, w, (i + 1) * band + (h if i == BANDS - 1 else 0), i)
    horizon = 78 + d[2] % 14
    SHAPES[d[3] % len(SHAPES)](img, d, horizon)
    # dark title band with glyph-like marks, one cell per title character (two lines at most)
    top = h - 30
    img.box(0, top, w, h, TITLE_BAND)
    img.box(0, top, w, top + 2, ACCENT)
    chars = [ch for ch in work["title"] if not ch.isspace()][:18]
    per_line = 9
    for n, ch in enumerate(chars):
        line, col = divmod(n, per_line)
        cx, cy = 6 + col * 10, top + 6 + line * 11
        bits = ord(ch) * 2654435761 & 0xFFFF
        for j in range(8):  # a 4x2 grid of 2x4 strokes
            if bits >> j & 1 or j in (0, 7):
                gx, gy = cx + (j % 4) * 2, cy + (j // 4) * 4
                img.box(gx, gy, gx + 2, gy + 4, TITLE_MARK)
    return img


# --- Character portraits --------------------------------------------------------------------

HAIR = [(20, 20, 28), (92, 56, 32), (238, 206, 92), (200, 48, 40), (52, 96, 200), (236, 120, 170),
        (60, 160, 90), (232, 232, 240), (130, 70, 190), (240, 140, 40), (30, 150, 170), (150, 150, 160)]
SKIN = [(255, 224, 196), (246, 204, 170), (226, 176, 136), (250, 214, 186)]
BG, BG_DARK, CLOTH, CLOTH_DARK, FACE, HAIR_MAIN, HAIR_SHADE, EYE, EYE_SHINE, MOUTH, CHEEK = range(11)


def portrait(character):
    w, h = PORTRAIT
    d = digest_of("character", character["character_id"])
    bg_hue = d[0] / 255
    hair = HAIR[d[1] % len(HAIR)]
    hr, hg, hb = hair
    cloth_hue = (bg_hue + 0.35 + d[2] / 255 * 0.3) % 1.0
    colours = [
        hls(bg_hue, 0.72, 0.60), hls(bg_hue, 0.60, 0.55),
        hls(cloth_hue, 0.45, 0.70), hls(cloth_hue, 0.30, 0.65),
        SKIN[d[3] % len(SKIN)], hair,
        (hr * 3 // 4, hg * 3 // 4, hb * 3 // 4),
        (30, 24, 40) if d[4] % 3 else hls(d[5] / 255, 0.35, 0.80), (255, 255, 255),
        (170, 60, 70), (250, 160, 160),
    ]
    img = Image(w, h, colours)
    img.box(0, 0, w, h, BG)
    if d[6] % 2:  # diagonal split background
        img.polygon([(0, h), (w, 22 + d[7] % 20), (w, h)], BG_DARK)
    else:  # a halo ring
        img.disc(32, 28, 29, 29, BG_DARK)
        img.disc(32, 28, 25, 25, BG)

    style = d[8] % 4  # 0 short, 1 long, 2 spiky, 3 bob
    cx, cy, r = 32, 29, 15
    if style == 1:  # long hair falls behind the shoulders
        img.box(cx - r - 3, cy - 2, cx + r + 3, cy + 24, HAIR_SHADE)
    img.disc(cx, 62, 24, 15, CLOTH)  # shoulders
    img.polygon([(cx - 6, 48), (cx + 6, 48), (cx, 56)], CLOTH_DARK)  # collar
    img.box(cx - 4, cy + 10, cx + 4, cy + 19, FACE)  # neck
    img.disc(cx, cy, r, r + 1, FACE)  # head
    img.disc(cx - r, cy + 2, 3, 4, FACE)  # ears
    img.disc(cx + r, cy + 2, 3, 4, FACE)

    img.disc(cx, cy - 2, r + 2, r + 1, HAIR_MAIN, bottom=cy - 5)  # the crown
    fringe = cy - 6 + d[9] % 3
    if style == 2:  # spikes
        for k in range(5):
            x = cx - r + k * (2 * r) / 4
            img.polygon([(x - 5, cy - 8), (x + (d[10 + k] % 5) - 2, cy - r - 8 - d[15 + k] % 5), (x + 5, cy - 8)], HAIR_MAIN)
    if style == 3:  # bob: hair frames the face down to the jaw
        img.box(cx - r - 2, cy - 6, cx - r + 4, cy + 9, HAIR_MAIN)
        img.box(cx + r - 4, cy - 6, cx + r + 2, cy + 9, HAIR_MAIN)
    if style == 1:
        img.box(cx - r - 2, cy - 6, cx - r + 3, cy + 16, HAIR_MAIN)
        img.box(cx + r - 3, cy - 6, cx + r + 2, cy + 16, HAIR_MAIN)
    for k in range(4):  # fringe locks
        x = cx - r + 2 + k * 7 + (d[20 + k] % 3)
        img.polygon([(x - 3, cy - 8), (x + 5, cy - 8), (x + 1, fringe + d[24 + k] % 4)], HAIR_MAIN)
    img.box(cx - r + 1, cy - 10, cx + r - 1, cy - 7, HAIR_MAIN)

    eye_y = cy + 2 + d[28] % 2
    gap = 6 + d[29] % 2
    for ex in (cx - gap, cx + gap):
        img.disc(ex, eye_y, 2.4, 3.4, EYE)
        img.box(ex - 1, eye_y - 2, ex, eye_y - 1, EYE_SHINE)
    if d[30] % 2:
        img.disc(cx - gap - 3, eye_y + 5, 2.5, 1.2, CHEEK)
        img.disc(cx + gap + 3, eye_y + 5, 2.5, 1.2, CHEEK)
    mouth_w = 2 + d[31] % 3
    img.box(cx - mouth_w, cy + 10, cx + mouth_w, cy + 11, MOUTH)
    return img


# --- Catalogue ------------------------------------------------------------------------------

def main():
    with open(os.path.join(HERE, "catalog.json"), encoding="utf-8") as handle:
        catalog = json.load(handle)
    out = os.path.join(HERE, "images")
    os.makedirs(out, exist_ok=True)
    for name in os.listdir(out):
        if name.endswith(".png"):
            os.remove(os.path.join(out, name))
    jobs = [(work["poster_img"], poster, work) for work in catalog["anime"] + catalog["movies"]]
    jobs += [(ch["character_img"], portrait, ch)
             for ch in catalog["characters"] + catalog["movie_characters"]]
    total = largest = 0
    for name, draw, item in jobs:
        data = to_png(draw(item))
        with open(os.path.join(out, name), "wb") as handle:
            handle.write(data)
        total, largest = total + len(data), max(largest, len(data))
    print(f"{len(jobs)} images, {total} bytes (largest {largest})", file=sys.stderr)


if __name__ == "__main__":
    main()
