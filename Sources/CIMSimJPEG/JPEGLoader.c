/* Lazy binding of libjpeg-turbo, as CairoLoader.c binds cairo: libjpeg.so.62 is mapped the first
   time an image is encoded or decoded as JPEG. libjpeg reports errors through error_exit, which
   exits the process by default: here it jumps back and the message is returned. */
#include "CIMSimJPEG.h"
#include <dlfcn.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

static struct {
    struct jpeg_error_mgr *(*std_error)(struct jpeg_error_mgr *);
    void (*CreateCompress)(j_compress_ptr, int, size_t);
    void (*CreateDecompress)(j_decompress_ptr, int, size_t);
    void (*destroy_compress)(j_compress_ptr);
    void (*destroy_decompress)(j_decompress_ptr);
    void (*mem_dest)(j_compress_ptr, unsigned char **, unsigned long *);
    void (*mem_src)(j_decompress_ptr, const unsigned char *, unsigned long);
    void (*set_defaults)(j_compress_ptr);
    void (*set_quality)(j_compress_ptr, int, boolean);
    void (*start_compress)(j_compress_ptr, boolean);
    JDIMENSION (*write_scanlines)(j_compress_ptr, JSAMPARRAY, JDIMENSION);
    void (*finish_compress)(j_compress_ptr);
    int (*read_header)(j_decompress_ptr, boolean);
    boolean (*start_decompress)(j_decompress_ptr);
    JDIMENSION (*read_scanlines)(j_decompress_ptr, JSAMPARRAY, JDIMENSION);
    boolean (*finish_decompress)(j_decompress_ptr);
} real;

static pthread_once_t loaded = PTHREAD_ONCE_INIT;
static const char *load_failure = NULL;

static void load(void) {
    void *library = dlopen("libjpeg.so.62", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        load_failure = "cannot load libjpeg.so.62 (install Debian's libjpeg62-turbo: tools/ensure-deps)";
        return;
    }
#define RESOLVE(slot, name)                                    \
    if ((*(void **)&real.slot = dlsym(library, name)) == NULL) { \
        load_failure = "libjpeg.so.62 lacks " name;            \
        return;                                                \
    }
    RESOLVE(std_error, "jpeg_std_error")
    RESOLVE(CreateCompress, "jpeg_CreateCompress")
    RESOLVE(CreateDecompress, "jpeg_CreateDecompress")
    RESOLVE(destroy_compress, "jpeg_destroy_compress")
    RESOLVE(destroy_decompress, "jpeg_destroy_decompress")
    RESOLVE(mem_dest, "jpeg_mem_dest")
    RESOLVE(mem_src, "jpeg_mem_src")
    RESOLVE(set_defaults, "jpeg_set_defaults")
    RESOLVE(set_quality, "jpeg_set_quality")
    RESOLVE(start_compress, "jpeg_start_compress")
    RESOLVE(write_scanlines, "jpeg_write_scanlines")
    RESOLVE(finish_compress, "jpeg_finish_compress")
    RESOLVE(read_header, "jpeg_read_header")
    RESOLVE(start_decompress, "jpeg_start_decompress")
    RESOLVE(read_scanlines, "jpeg_read_scanlines")
    RESOLVE(finish_decompress, "jpeg_finish_decompress")
#undef RESOLVE
}

/* An error manager that jumps back to the caller with libjpeg's message. */
struct trap {
    struct jpeg_error_mgr manager;
    jmp_buf back;
    char message[JMSG_LENGTH_MAX];
};

static void trap_exit(j_common_ptr info) {
    struct trap *trap = (struct trap *)info->err;
    trap->manager.format_message(info, trap->message);
    longjmp(trap->back, 1);
}

static void quiet(j_common_ptr info, int level) {
    (void)info;
    (void)level;
}

static int loaded_or_say(char *error, size_t capacity) {
    pthread_once(&loaded, load);
    if (load_failure == NULL) return 1;
    snprintf(error, capacity, "%s", load_failure);
    return 0;
}

int imsim_jpeg_encode(const uint8_t *pixels, int width, int height, int stride, int quality,
                      uint8_t **output, size_t *output_length, char *error, size_t error_capacity) {
    if (!loaded_or_say(error, error_capacity)) return -1;
    struct jpeg_compress_struct info;
    struct trap trap;
    unsigned char *buffer = NULL;
    unsigned long length = 0;
    info.err = real.std_error(&trap.manager);
    trap.manager.error_exit = trap_exit;
    trap.manager.emit_message = quiet;
    if (setjmp(trap.back)) {
        /* The buffer may have been replaced by a larger one that only finishing reports: left alone. */
        real.destroy_compress(&info);
        snprintf(error, error_capacity, "%s", trap.message);
        return -1;
    }
    real.CreateCompress(&info, JPEG_LIB_VERSION, sizeof info);
    real.mem_dest(&info, &buffer, &length);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 4;
    info.in_color_space = JCS_EXT_BGRX;
    real.set_defaults(&info);
    real.set_quality(&info, quality, TRUE);
    real.start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)info.next_scanline * (size_t)stride);
        real.write_scanlines(&info, &row, 1);
    }
    real.finish_compress(&info);
    real.destroy_compress(&info);
    *output = buffer;
    *output_length = length;
    return 0;
}

/* Starts decompressing `data` into `info`, trapping errors; the caller set up the trap. */
static void begin_reading(struct jpeg_decompress_struct *info, struct trap *trap, const uint8_t *data, size_t length) {
    info->err = real.std_error(&trap->manager);
    trap->manager.error_exit = trap_exit;
    trap->manager.emit_message = quiet;
    real.CreateDecompress(info, JPEG_LIB_VERSION, sizeof *info);
    real.mem_src(info, data, (unsigned long)length);
    real.read_header(info, TRUE);
}

int imsim_jpeg_size(const uint8_t *data, size_t length, int *width, int *height, char *error, size_t error_capacity) {
    if (!loaded_or_say(error, error_capacity)) return -1;
    struct jpeg_decompress_struct info;
    struct trap trap;
    if (setjmp(trap.back)) {
        real.destroy_decompress(&info);
        snprintf(error, error_capacity, "%s", trap.message);
        return -1;
    }
    begin_reading(&info, &trap, data, length);
    *width = (int)info.image_width;
    *height = (int)info.image_height;
    real.destroy_decompress(&info);
    return 0;
}

int imsim_jpeg_decode(const uint8_t *data, size_t length, uint8_t *pixels, int width, int height, int stride,
                      char *error, size_t error_capacity) {
    if (!loaded_or_say(error, error_capacity)) return -1;
    struct jpeg_decompress_struct info;
    struct trap trap;
    if (setjmp(trap.back)) {
        real.destroy_decompress(&info);
        snprintf(error, error_capacity, "%s", trap.message);
        return -1;
    }
    begin_reading(&info, &trap, data, length);
    if ((int)info.image_width != width || (int)info.image_height != height) {
        real.destroy_decompress(&info);
        snprintf(error, error_capacity, "the JPEG is %ux%u, not %dx%d", info.image_width, info.image_height, width, height);
        return -1;
    }
    info.out_color_space = JCS_EXT_BGRA;
    real.start_decompress(&info);
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)info.output_scanline * (size_t)stride);
        real.read_scanlines(&info, &row, 1);
    }
    real.finish_decompress(&info);
    real.destroy_decompress(&info);
    return 0;
}

void imsim_jpeg_free(void *buffer) {
    free(buffer);
}
