#include "CIMSimPixels.h"
#include <string.h>
#if defined(__x86_64__)
#include <immintrin.h>
#endif

#if __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "cairo's words are read as bytes in little-endian order"
#endif

/* A word's four bytes each minus the other's, modulo 256 (no borrow from one byte to the next). */
static inline uint32_t bytes_minus(uint32_t a, uint32_t b) {
    return ((a | 0x80808080u) - (b & 0x7F7F7F7Fu)) ^ ((a ^ ~b) & 0x80808080u);
}

static void rgb_up_row_scalar(const uint32_t *row, const uint32_t *above, size_t from, size_t width, uint8_t *out) {
    for (size_t x = from; x < width; x++) {
        uint32_t word = above ? bytes_minus(row[x], above[x]) : row[x];
        out[3 * x] = (uint8_t)(word >> 16);
        out[3 * x + 1] = (uint8_t)(word >> 8);
        out[3 * x + 2] = (uint8_t)word;
    }
}

#if defined(__x86_64__)
/* Four pixels at a time: subtract bytewise, then one shuffle drops the top bytes and turns each
   pixel's blue, green, red (little-endian order in memory) into red, green, blue. */
__attribute__((target("ssse3"))) static void rgb_up_row_ssse3(const uint32_t *row, const uint32_t *above, size_t width,
                                                             uint8_t *out) {
    const __m128i order = _mm_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
    size_t x = 0;
    /* Each store writes 16 bytes of which 12 are the pixels': stop while 4 spare bytes remain in `out`. */
    for (; x + 6 <= width; x += 4) {
        __m128i pixels = _mm_loadu_si128((const __m128i *)(row + x));
        if (above) pixels = _mm_sub_epi8(pixels, _mm_loadu_si128((const __m128i *)(above + x)));
        _mm_storeu_si128((__m128i *)(out + 3 * x), _mm_shuffle_epi8(pixels, order));
    }
    rgb_up_row_scalar(row, above, x, width, out);
}

static int has_ssse3(void) {
    static int known = -1;
    if (known < 0) known = __builtin_cpu_supports("ssse3") ? 1 : 0;
    return known;
}
#endif

void imsim_png_rgb_up_row(const uint32_t *row, const uint32_t *above, size_t width, uint8_t *out) {
#if defined(__x86_64__)
    if (has_ssse3()) {
        rgb_up_row_ssse3(row, above, width, out);
        return;
    }
#endif
    rgb_up_row_scalar(row, above, 0, width, out);
}

void imsim_shrink_row(const uint8_t *source, size_t stride, size_t width, int factor, int opaque,
                      const uint32_t *averages, uint16_t *columns, uint32_t *out) {
    size_t bytes = 4 * (size_t)factor * width;
    /* Each byte summed down the block's lines: a loop the compiler turns into vector adds. */
    memset(columns, 0, bytes * sizeof *columns);
    for (int line = 0; line < factor; line++) {
        const uint8_t *pixels = source + (size_t)line * stride;
        for (size_t index = 0; index < bytes; index++) columns[index] += pixels[index];
    }
    /* Then across the block's columns: a pixel's four sums (blue, green, red, alpha in memory) read
       as one 64-bit word, 16 bits each, which never carry into the next (at most 16 × 16 × 255). */
    for (size_t column = 0; column < width; column++) {
        const uint16_t *block = columns + 4 * (size_t)factor * column;
        uint64_t sums = 0;
        for (int pixel = 0; pixel < factor; pixel++) {
            uint64_t lanes;
            memcpy(&lanes, block + 4 * pixel, sizeof lanes);
            sums += lanes;
        }
        uint32_t alpha = opaque ? 0xFFu : averages[sums >> 48];
        out[column] = alpha << 24 | averages[sums >> 32 & 0xFFFF] << 16 | averages[sums >> 16 & 0xFFFF] << 8
                      | averages[sums & 0xFFFF];
    }
}
