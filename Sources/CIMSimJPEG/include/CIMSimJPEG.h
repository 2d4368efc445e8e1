#ifndef IMSIM_CIMSIMJPEG_H
#define IMSIM_CIMSIMJPEG_H
/* JPEG encoding and decoding with libjpeg-turbo (Debian's libjpeg62-turbo-dev for the header,
   libjpeg.so.62 at run time, loaded on first use as cairo and zlib are). jpeglib.h stays in
   JPEGLoader.c: Swift sees only these functions. Pixels are cairo's ARGB32 in memory order on a
   little-endian machine: B, G, R, A, premultiplied. */
#include <stddef.h>
#include <stdint.h>

/* Encodes `width` × `height` pixels (`stride` bytes a row) at `quality` (0-100) as a baseline JFIF
   JPEG; alpha is dropped, so premultiplied transparent pixels come out black, as on iOS. On success
   returns 0 and a malloc'd buffer in *output (free it with imsim_jpeg_free); otherwise libjpeg's
   message in `error`. */
int imsim_jpeg_encode(const uint8_t *pixels, int width, int height, int stride, int quality,
                      uint8_t **output, size_t *output_length, char *error, size_t error_capacity);

/* Reads a JPEG's size; 0 on success. */
int imsim_jpeg_size(const uint8_t *data, size_t length, int *width, int *height, char *error, size_t error_capacity);

/* Decodes a JPEG into `pixels`, `width` × `height` as imsim_jpeg_size said, `stride` bytes a row,
   opaque B, G, R, A; 0 on success. */
int imsim_jpeg_decode(const uint8_t *data, size_t length, uint8_t *pixels, int width, int height, int stride,
                      char *error, size_t error_capacity);

void imsim_jpeg_free(void *buffer);

#endif
