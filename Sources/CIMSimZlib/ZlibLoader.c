/* Lazy binding of zlib, as CairoLoader.c binds cairo: libz.so.1 is mapped the first time a PNG is
   encoded, so the many imsim processes that never write a picture do not load it at exec. Adler-32
   and CRC-32 come from libdeflate.so.0 where it is installed (tools/ensure-deps installs it): the same
   sums, computed with SIMD, 6 times faster than zlib 1.2's Adler-32 over a phone's picture. */
#include "CIMSimZlib.h"
#include <dlfcn.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <zlib.h>

static struct {
    int (*deflateInit2_)(z_streamp, int, int, int, int, int, const char *, int);
    int (*deflate)(z_streamp, int);
    int (*deflateEnd)(z_streamp);
    uLong (*adler32)(uLong, const Bytef *, uInt);
    uLong (*adler32_combine)(uLong, uLong, z_off_t);
    uLong (*crc32)(uLong, const Bytef *, uInt);
} real;

/* libdeflate's sums (libdeflate.h, 1.x: a stable ABI), or NULL without libdeflate.so.0. */
static struct {
    uint32_t (*adler32)(uint32_t, const void *, size_t);
    uint32_t (*crc32)(uint32_t, const void *, size_t);
} fast;

static pthread_once_t loaded = PTHREAD_ONCE_INIT;

static void resolve(void *library, const char *name, void **slot) {
    *slot = dlsym(library, name);
    if (*slot == NULL) {
        fprintf(stderr, "imsim: libz.so.1 has no %s: %s\n", name, dlerror());
        abort();
    }
}

static void load(void) {
    void *library = dlopen("libz.so.1", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        fprintf(stderr, "imsim: cannot write PNG: %s (install Debian's zlib1g: tools/ensure-deps)\n", dlerror());
        abort();
    }
    resolve(library, "deflateInit2_", (void **)&real.deflateInit2_);
    resolve(library, "deflate", (void **)&real.deflate);
    resolve(library, "deflateEnd", (void **)&real.deflateEnd);
    resolve(library, "adler32", (void **)&real.adler32);
    resolve(library, "adler32_combine", (void **)&real.adler32_combine);
    resolve(library, "crc32", (void **)&real.crc32);
    void *deflate = dlopen("libdeflate.so.0", RTLD_NOW | RTLD_LOCAL);
    if (deflate != NULL) {
        fast.adler32 = (uint32_t (*)(uint32_t, const void *, size_t))dlsym(deflate, "libdeflate_adler32");
        fast.crc32 = (uint32_t (*)(uint32_t, const void *, size_t))dlsym(deflate, "libdeflate_crc32");
        if (fast.adler32 == NULL || fast.crc32 == NULL) fast.adler32 = NULL, fast.crc32 = NULL;
    }
}

struct imsim_deflate {
    z_stream z;
};

imsim_deflate *imsim_deflate_create(int level, int strategy) {
    pthread_once(&loaded, load);
    imsim_deflate *stream = calloc(1, sizeof *stream);
    if (stream == NULL) return NULL;
    /* Raw deflate (negative window bits), a 32 KiB window; zlib checks the header's version and
       z_stream's size against its own. */
    if (real.deflateInit2_(&stream->z, level, Z_DEFLATED, -15, 8, strategy, ZLIB_VERSION, (int)sizeof(z_stream)) != Z_OK) {
        free(stream);
        return NULL;
    }
    return stream;
}

int imsim_deflate_run(imsim_deflate *stream, const uint8_t *input, size_t input_length, uint8_t *output,
                      size_t output_capacity, int flush, size_t *consumed, size_t *produced) {
    z_stream *z = &stream->z;
    /* avail_in and avail_out are 32 bits: larger buffers are taken a piece at a time. */
    while (1) {
        uInt in = input_length > UINT_MAX ? UINT_MAX : (uInt)input_length;
        uInt out = output_capacity > UINT_MAX ? UINT_MAX : (uInt)output_capacity;
        int whole = in == input_length;
        int mode = !whole || flush == IMSIM_DEFLATE_NO_FLUSH ? Z_NO_FLUSH
                   : flush == IMSIM_DEFLATE_SYNC_FLUSH    ? Z_SYNC_FLUSH
                                                          : Z_FINISH;
        z->next_in = (Bytef *)input;
        z->avail_in = in;
        z->next_out = output;
        z->avail_out = out;
        int status = real.deflate(z, mode);
        size_t read = in - z->avail_in, written = out - z->avail_out;
        input += read;
        input_length -= read;
        output += written;
        output_capacity -= written;
        *consumed += read;
        *produced += written;
        if (status == Z_STREAM_END) return 1;
        if (status != Z_OK && status != Z_BUF_ERROR) return -1;
        /* Without Z_FINISH, deflate is done with what it was given once it leaves output space. */
        if (mode != Z_FINISH && whole && input_length == 0 && z->avail_out > 0) return 1;
        if (output_capacity == 0) return 0;
        if (read == 0 && written == 0) return -1; /* no progress with input and room: cannot happen */
    }
}

void imsim_deflate_destroy(imsim_deflate *stream) {
    if (stream == NULL) return;
    real.deflateEnd(&stream->z);
    free(stream);
}

uint32_t imsim_adler32(uint32_t adler, const uint8_t *bytes, size_t length) {
    pthread_once(&loaded, load);
    if (fast.adler32 != NULL) return fast.adler32(adler, bytes, length);
    while (length > 0) {
        uInt piece = length > UINT_MAX ? UINT_MAX : (uInt)length;
        adler = (uint32_t)real.adler32(adler, bytes, piece);
        bytes += piece;
        length -= piece;
    }
    return adler;
}

int imsim_sums_use_libdeflate(void) {
    pthread_once(&loaded, load);
    return fast.adler32 != NULL;
}

uint32_t imsim_adler32_combine(uint32_t first, uint32_t second, size_t second_length) {
    pthread_once(&loaded, load);
    return (uint32_t)real.adler32_combine(first, second, (z_off_t)second_length);
}

uint32_t imsim_crc32(uint32_t crc, const uint8_t *bytes, size_t length) {
    pthread_once(&loaded, load);
    if (fast.crc32 != NULL) return fast.crc32(crc, bytes, length);
    while (length > 0) {
        uInt piece = length > UINT_MAX ? UINT_MAX : (uInt)length;
        crc = (uint32_t)real.crc32(crc, bytes, piece);
        bytes += piece;
        length -= piece;
    }
    return crc;
}
