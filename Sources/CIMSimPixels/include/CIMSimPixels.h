#ifndef IMSIM_CIMSIMPIXELS_H
#define IMSIM_CIMSIMPIXELS_H
/* Loops over a phone picture's pixels that the compiler vectorizes in C and not in Swift: PNG's
   filtered rows and the box filter of the report's small pictures. Pixels are cairo's: native-endian
   32-bit words, 0xAARRGGBB (or 0xXXRRGGBB), premultiplied. */
#include <stddef.h>
#include <stdint.h>

/* Writes `width` pixels of `row` as PNG's RGB bytes filtered with "up" (PNG 9.2): each byte the
   pixel's minus the pixel's above it in `above`, modulo 256; `above` NULL for the first row (zeros
   above it). `out` holds `3 × width` bytes. The top byte of each word is not read. */
void imsim_png_rgb_up_row(const uint32_t *row, const uint32_t *above, size_t width, uint8_t *out);

/* One row of a picture shrunk `factor` times each way (1 < factor <= 16): each of `width` pixels of
   `out` is the average, rounded, of the `factor` × `factor` block it stands for, whose first line is
   at `source` (lines `stride` bytes apart), each channel through `averages` (its sum → its average,
   255 × factor² + 1 entries). `columns` is scratch of `4 × factor × width` 16-bit words. With
   `opaque`, each pixel's top byte is 0xFF. */
void imsim_shrink_row(const uint8_t *source, size_t stride, size_t width, int factor, int opaque,
                      const uint32_t *averages, uint16_t *columns, uint32_t *out);

#endif
