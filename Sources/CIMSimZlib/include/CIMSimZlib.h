#ifndef IMSIM_CIMSIMZLIB_H
#define IMSIM_CIMSIMZLIB_H
/* A deflate stream and CRC-32 from zlib (Debian's zlib1g-dev for the header, libz.so.1 at run time),
   for IMSimGraphics' PNG encoder. zlib.h stays in ZlibLoader.c: Swift sees only these few functions,
   prefixed so they never interpose on zlib's own names (libpng, loaded with cairo, calls those). */
#include <stddef.h>
#include <stdint.h>

/* An opaque raw deflate stream (no zlib header or Adler-32: the caller writes those, so that separate
   streams, each ended with a sync flush but the last, can be joined into one). */
typedef struct imsim_deflate imsim_deflate;

/* zlib's strategies imsim uses. */
enum {
    IMSIM_DEFLATE_DEFAULT_STRATEGY = 0, /* Z_DEFAULT_STRATEGY */
    IMSIM_DEFLATE_FILTERED = 1,         /* Z_FILTERED */
    IMSIM_DEFLATE_HUFFMAN_ONLY = 2,     /* Z_HUFFMAN_ONLY */
    IMSIM_DEFLATE_RLE = 3,              /* Z_RLE */
};

/* How imsim_deflate_run ends what it is given. */
enum {
    IMSIM_DEFLATE_NO_FLUSH = 0,   /* more input follows */
    IMSIM_DEFLATE_SYNC_FLUSH = 1, /* ends on a byte boundary, not the last block: another stream may follow */
    IMSIM_DEFLATE_FINISH = 2,     /* ends the stream with its last block */
};

/* A stream at `level` (0-9) with `strategy`; NULL if zlib cannot allocate it. */
imsim_deflate *imsim_deflate_create(int level, int strategy);

/* Compresses from `input` into `output` until the input is consumed or the output is full. Adds what
   it read to `*consumed` and what it wrote to `*produced`. Returns 1 when the input is consumed and
   `flush` done (for IMSIM_DEFLATE_NO_FLUSH: when the input is consumed), 0 if it must be called
   again with more output space and the rest of the input, -1 on an error. */
int imsim_deflate_run(imsim_deflate *stream, const uint8_t *input, size_t input_length, uint8_t *output,
                      size_t output_capacity, int flush, size_t *consumed, size_t *produced);

void imsim_deflate_destroy(imsim_deflate *stream);

/* The Adler-32 of `length` bytes continuing `adler` (1 to start), as the zlib format ends with it. */
uint32_t imsim_adler32(uint32_t adler, const uint8_t *bytes, size_t length);

/* 1 if Adler-32 and CRC-32 are libdeflate's (libdeflate.so.0 loaded), 0 if zlib's. */
int imsim_sums_use_libdeflate(void);

/* The Adler-32 of two pieces from theirs and the second's length. */
uint32_t imsim_adler32_combine(uint32_t first, uint32_t second, size_t second_length);

/* The CRC-32 of `length` bytes continuing `crc` (0 to start), as PNG's chunks and zlib compute it. */
uint32_t imsim_crc32(uint32_t crc, const uint8_t *bytes, size_t length);

#endif
