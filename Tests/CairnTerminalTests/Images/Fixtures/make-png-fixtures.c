/* Writes the PNG files of LibpngFixtures.swift with libpng, so that the decoder is checked
 * against files from an encoder other than the tests' own. Build and run:
 *
 *   cc make-png-fixtures.c -lpng -o /tmp/make-png-fixtures && /tmp/make-png-fixtures
 *
 * It prints the Swift list of LibpngFixtures.swift (each file's name, colour type, bit depth,
 * size, interlacing, palette and transparency, and its bytes in base64) to paste there. Sample values, palette entries and alpha
 * follow the formulas that the Swift side uses to work out the expected pixels.
 */
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned sample_value(unsigned x, unsigned y, unsigned c, int bits) {
  unsigned h = (x * 73856093u) ^ (y * 19349663u) ^ (c * 83492791u);
  h ^= h >> 13;
  return h & ((1u << bits) - 1u);
}

struct spec {
  const char *name;
  int color_type, bit_depth, width, height, interlace, filter, palette_entries, alpha_entries;
  int key; /* tRNS: the colour of pixel (0, 0) is transparent */
};

static const struct spec specs[] = {
  {"grey1Interlaced", 0, 1, 9, 7, 1, PNG_ALL_FILTERS, 0, 0, 0},
  {"grey2", 0, 2, 10, 3, 0, PNG_ALL_FILTERS, 0, 0, 0},
  {"grey4InterlacedKey", 0, 4, 9, 9, 1, PNG_ALL_FILTERS, 0, 0, 1},
  {"grey8Key", 0, 8, 6, 5, 0, PNG_FILTER_SUB, 0, 0, 1},
  {"grey16Interlaced", 0, 16, 5, 4, 1, PNG_ALL_FILTERS, 0, 0, 0},
  {"rgb8None", 2, 8, 6, 5, 0, PNG_FILTER_NONE, 0, 0, 0},
  {"rgb8Sub", 2, 8, 6, 5, 0, PNG_FILTER_SUB, 0, 0, 0},
  {"rgb8Up", 2, 8, 6, 5, 0, PNG_FILTER_UP, 0, 0, 0},
  {"rgb8Average", 2, 8, 6, 5, 0, PNG_FILTER_AVG, 0, 0, 0},
  {"rgb8Paeth", 2, 8, 6, 5, 0, PNG_FILTER_PAETH, 0, 0, 0},
  {"rgb16InterlacedKey", 2, 16, 7, 6, 1, PNG_ALL_FILTERS, 0, 0, 1},
  {"indexed1", 3, 1, 13, 3, 0, PNG_FILTER_NONE, 2, 0, 0},
  {"indexed2Interlaced", 3, 2, 6, 6, 1, PNG_FILTER_NONE, 4, 2, 0},
  {"indexed4InterlacedAlpha", 3, 4, 9, 7, 1, PNG_FILTER_NONE, 11, 3, 0},
  {"indexed8", 3, 8, 5, 5, 0, PNG_FILTER_NONE, 200, 0, 0},
  {"greyAlpha8Interlaced", 4, 8, 8, 8, 1, PNG_ALL_FILTERS, 0, 0, 0},
  {"greyAlpha16Paeth", 4, 16, 4, 3, 0, PNG_FILTER_PAETH, 0, 0, 0},
  {"rgba8Average", 6, 8, 5, 4, 0, PNG_FILTER_AVG, 0, 0, 0},
  {"rgba16Interlaced", 6, 16, 9, 5, 1, PNG_ALL_FILTERS, 0, 0, 0},
};

static unsigned char written[65536];
static size_t written_count;

static void write_bytes(png_structp png, png_bytep data, png_size_t length) {
  (void)png;
  memcpy(written + written_count, data, length);
  written_count += length;
}

static void flush_nothing(png_structp png) { (void)png; }

static void print_base64(const unsigned char *bytes, size_t count) {
  static const char alphabet[] =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  for (size_t i = 0; i < count; i += 3) {
    if (i % 60 == 0) printf(i == 0 ? "        " : "\n        ");
    unsigned value = bytes[i] << 16 | (i + 1 < count ? bytes[i + 1] << 8 : 0) |
                     (i + 2 < count ? bytes[i + 2] : 0);
    putchar(alphabet[value >> 18 & 63]);
    putchar(alphabet[value >> 12 & 63]);
    putchar(i + 1 < count ? alphabet[value >> 6 & 63] : '=');
    putchar(i + 2 < count ? alphabet[value & 63] : '=');
  }
  putchar('\n');
}

static int samples_per_pixel(int color_type) {
  return color_type == 2 ? 3 : color_type == 4 ? 2 : color_type == 6 ? 4 : 1;
}

static void write_one(const struct spec *s) {
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, 0, 0, 0);
  png_infop info = png_create_info_struct(png);
  if (setjmp(png_jmpbuf(png))) exit(1);
  written_count = 0;
  png_set_write_fn(png, 0, write_bytes, flush_nothing);
  png_set_IHDR(png, info, s->width, s->height, s->bit_depth, s->color_type,
               s->interlace ? PNG_INTERLACE_ADAM7 : PNG_INTERLACE_NONE,
               PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_set_filter(png, 0, s->filter);
  int spp = samples_per_pixel(s->color_type);
  if (s->palette_entries) {
    png_color palette[256];
    png_byte alpha[256];
    for (int k = 0; k < s->palette_entries; k++) {
      palette[k].red = k * 37 % 256;
      palette[k].green = k * 91 % 256;
      palette[k].blue = k * 151 % 256;
      alpha[k] = k * 85 % 256;
    }
    png_set_PLTE(png, info, palette, s->palette_entries);
    if (s->alpha_entries) png_set_tRNS(png, info, alpha, s->alpha_entries, 0);
  }
  if (s->key) {
    png_color_16 key = {0};
    key.gray = sample_value(0, 0, 0, s->bit_depth);
    key.red = sample_value(0, 0, 0, s->bit_depth);
    key.green = sample_value(0, 0, 1, s->bit_depth);
    key.blue = sample_value(0, 0, 2, s->bit_depth);
    png_set_tRNS(png, info, 0, 0, &key);
  }
  png_write_info(png, info);
  size_t row_bytes = ((size_t)s->width * spp * s->bit_depth + 7) / 8;
  png_bytep rows[64];
  for (int y = 0; y < s->height; y++) {
    rows[y] = calloc(row_bytes, 1);
    for (int x = 0; x < s->width; x++) {
      for (int c = 0; c < spp; c++) {
        unsigned v = sample_value(x, y, c, s->bit_depth);
        if (s->palette_entries) v %= s->palette_entries;
        size_t bit = ((size_t)x * spp + c) * s->bit_depth;
        if (s->bit_depth == 16) {
          rows[y][bit / 8] = v >> 8;
          rows[y][bit / 8 + 1] = v & 255;
        } else if (s->bit_depth == 8) {
          rows[y][bit / 8] = v;
        } else {
          rows[y][bit / 8] |= v << (8 - s->bit_depth - bit % 8);
        }
      }
    }
  }
  png_write_image(png, rows);
  png_write_end(png, info);
  png_destroy_write_struct(&png, &info);
  printf("    LibpngFixture(\n      \"%s\", colorType: %d, bitDepth: %d, width: %d, height: %d,\n"
         "      isInterlaced: %s, paletteEntries: %d, alphaEntries: %d, hasKey: %s,\n"
         "      base64: \"\"\"\n",
         s->name, s->color_type, s->bit_depth, s->width, s->height,
         s->interlace ? "true" : "false", s->palette_entries, s->alpha_entries,
         s->key ? "true" : "false");
  print_base64(written, written_count);
  printf("        \"\"\"),\n");
}

int main(void) {
  for (size_t i = 0; i < sizeof specs / sizeof specs[0]; i++) write_one(&specs[i]);
  return 0;
}
