/* Lazy binding of cairo. Loading libcairo.so.2 with its dependencies at exec cost every imsim process
   about 2 ms of CPU (BENCHMARKS.md), twice what a bare Swift program takes to start, though only
   processes that draw use it. Each cairo function imsim calls is defined here with cairo's own
   prototype (checked against cairo.h) and forwards to the real one, resolved once for all on the
   first call. A function added to IMSimGraphics must be added to the list below, or linking fails. */
#include "CIMSimCairo.h"
#include "FontConfiguration.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

/* F(return type, name, parameters, arguments); V(name, parameters, arguments) returns nothing. */
#define IMSIM_CAIRO_FUNCTIONS(F, V)                                                                      \
    V(cairo_arc, (cairo_t *cr, double xc, double yc, double r, double a1, double a2), (cr, xc, yc, r, a1, a2)) \
    V(cairo_arc_negative, (cairo_t *cr, double xc, double yc, double r, double a1, double a2),             \
      (cr, xc, yc, r, a1, a2))                                                                           \
    V(cairo_clip, (cairo_t *cr), (cr))                                                                   \
    V(cairo_clip_extents, (cairo_t *cr, double *x1, double *y1, double *x2, double *y2), (cr, x1, y1, x2, y2)) \
    V(cairo_close_path, (cairo_t *cr), (cr))                                                             \
    F(cairo_t *, cairo_create, (cairo_surface_t *target), (target))                                                 \
    V(cairo_curve_to, (cairo_t *cr, double x1, double y1, double x2, double y2, double x3, double y3),     \
      (cr, x1, y1, x2, y2, x3, y3))                                                                      \
    V(cairo_destroy, (cairo_t *cr), (cr))                                                                \
    V(cairo_fill, (cairo_t *cr), (cr))                                                                   \
    V(cairo_fill_preserve, (cairo_t *cr), (cr))                                                          \
    V(cairo_font_extents, (cairo_t *cr, cairo_font_extents_t *extents), (cr, extents))                   \
    F(cairo_font_options_t *, cairo_font_options_create, (void), ())                                                             \
    V(cairo_font_options_destroy, (cairo_font_options_t *options), (options))                            \
    V(cairo_font_options_set_hint_metrics, (cairo_font_options_t *options, cairo_hint_metrics_t metrics),  \
      (options, metrics))                                                                                \
    V(cairo_font_options_set_hint_style, (cairo_font_options_t *options, cairo_hint_style_t style),        \
      (options, style))                                                                                  \
    F(cairo_antialias_t, cairo_get_antialias, (cairo_t *cr), (cr))                                                          \
    V(cairo_get_current_point, (cairo_t *cr, double *x, double *y), (cr, x, y))                           \
    F(cairo_line_cap_t, cairo_get_line_cap, (cairo_t *cr), (cr))                                                           \
    F(cairo_line_join_t, cairo_get_line_join, (cairo_t *cr), (cr))                                                          \
    F(double, cairo_get_line_width, (cairo_t *cr), (cr))                                                         \
    V(cairo_get_matrix, (cairo_t *cr, cairo_matrix_t *matrix), (cr, matrix))                             \
    F(double, cairo_get_miter_limit, (cairo_t *cr), (cr))                                                        \
    F(cairo_pattern_t *, cairo_get_source, (cairo_t *cr), (cr))                                                             \
    F(cairo_bool_t, cairo_has_current_point, (cairo_t *cr), (cr))                                                      \
    V(cairo_identity_matrix, (cairo_t *cr), (cr))                                                        \
    F(cairo_surface_t *, cairo_image_surface_create, (cairo_format_t format, int width, int height), (format, width, height)) \
    F(int, cairo_format_stride_for_width, (cairo_format_t format, int width), (format, width))                 \
    F(cairo_surface_t *, cairo_image_surface_create_for_data, (unsigned char *data, cairo_format_t format, int width, int height, int stride), \
      (data, format, width, height, stride)) \
    F(cairo_surface_t *, cairo_image_surface_create_from_png_stream, (cairo_read_func_t read, void *closure), (read, closure)) \
    F(unsigned char *, cairo_image_surface_get_data, (cairo_surface_t *surface), (surface))                               \
    F(cairo_format_t, cairo_image_surface_get_format, (cairo_surface_t *surface), (surface))                             \
    F(int, cairo_image_surface_get_height, (cairo_surface_t *surface), (surface))                             \
    F(int, cairo_image_surface_get_stride, (cairo_surface_t *surface), (surface))                             \
    F(int, cairo_image_surface_get_width, (cairo_surface_t *surface), (surface))                              \
    F(cairo_bool_t, cairo_in_fill, (cairo_t *cr, double x, double y), (cr, x, y))                                      \
    V(cairo_line_to, (cairo_t *cr, double x, double y), (cr, x, y))                                      \
    V(cairo_mask_surface, (cairo_t *cr, cairo_surface_t *surface, double x, double y), (cr, surface, x, y)) \
    V(cairo_matrix_init_identity, (cairo_matrix_t *matrix), (matrix))                                    \
    V(cairo_move_to, (cairo_t *cr, double x, double y), (cr, x, y))                                      \
    V(cairo_new_path, (cairo_t *cr), (cr))                                                               \
    V(cairo_new_sub_path, (cairo_t *cr), (cr))                                                           \
    V(cairo_paint, (cairo_t *cr), (cr))                                                                  \
    F(cairo_surface_t *, cairo_recording_surface_create, (cairo_content_t content, const cairo_rectangle_t *extents), \
      (content, extents))                                                                                \
    V(cairo_paint_with_alpha, (cairo_t *cr, double alpha), (cr, alpha))                                  \
    V(cairo_path_extents, (cairo_t *cr, double *x1, double *y1, double *x2, double *y2), (cr, x1, y1, x2, y2)) \
    F(cairo_path_t *, cairo_copy_path, (cairo_t *cr), (cr))                                              \
    V(cairo_append_path, (cairo_t *cr, const cairo_path_t *path), (cr, path))                            \
    V(cairo_path_destroy, (cairo_path_t *path), (path))                                                  \
    V(cairo_mask, (cairo_t *cr, cairo_pattern_t *pattern), (cr, pattern))                               \
    F(cairo_pattern_t *, cairo_pattern_create_mesh, (void), ())                                          \
    V(cairo_mesh_pattern_begin_patch, (cairo_pattern_t *pattern), (pattern))                             \
    V(cairo_mesh_pattern_end_patch, (cairo_pattern_t *pattern), (pattern))                               \
    V(cairo_mesh_pattern_move_to, (cairo_pattern_t *pattern, double x, double y), (pattern, x, y))       \
    V(cairo_mesh_pattern_line_to, (cairo_pattern_t *pattern, double x, double y), (pattern, x, y))       \
    V(cairo_mesh_pattern_set_corner_color_rgba,                                                          \
      (cairo_pattern_t *pattern, unsigned int corner_num, double red, double green, double blue, double alpha), \
      (pattern, corner_num, red, green, blue, alpha))                                                    \
    V(cairo_pattern_add_color_stop_rgba,                                                                 \
      (cairo_pattern_t *pattern, double offset, double red, double green, double blue, double alpha),   \
      (pattern, offset, red, green, blue, alpha))                                                        \
    F(cairo_pattern_t *, cairo_pattern_create_linear, (double x0, double y0, double x1, double y1), (x0, y0, x1, y1))       \
    F(cairo_pattern_t *, cairo_pattern_create_radial, (double cx0, double cy0, double r0, double cx1, double cy1, double r1), \
      (cx0, cy0, r0, cx1, cy1, r1))                                                                      \
    V(cairo_pattern_destroy, (cairo_pattern_t *pattern), (pattern))                                      \
    V(cairo_pattern_get_matrix, (cairo_pattern_t *pattern, cairo_matrix_t *matrix), (pattern, matrix))   \
    V(cairo_pattern_set_extend, (cairo_pattern_t *pattern, cairo_extend_t extend), (pattern, extend))    \
    V(cairo_pattern_set_filter, (cairo_pattern_t *pattern, cairo_filter_t filter), (pattern, filter))    \
    V(cairo_pattern_set_matrix, (cairo_pattern_t *pattern, const cairo_matrix_t *matrix), (pattern, matrix)) \
    F(cairo_pattern_t *, cairo_pop_group, (cairo_t *cr), (cr))                                                              \
    F(cairo_status_t, cairo_pattern_get_surface, (cairo_pattern_t *pattern, cairo_surface_t **surface), (pattern, surface)) \
    V(cairo_push_group, (cairo_t *cr), (cr))                                                             \
    V(cairo_rectangle, (cairo_t *cr, double x, double y, double width, double height), (cr, x, y, width, height)) \
    V(cairo_reset_clip, (cairo_t *cr), (cr))                                                             \
    V(cairo_restore, (cairo_t *cr), (cr))                                                                \
    V(cairo_rotate, (cairo_t *cr, double angle), (cr, angle))                                            \
    V(cairo_save, (cairo_t *cr), (cr))                                                                   \
    V(cairo_scale, (cairo_t *cr, double sx, double sy), (cr, sx, sy))                                    \
    V(cairo_select_font_face,                                                                            \
      (cairo_t *cr, const char *family, cairo_font_slant_t slant, cairo_font_weight_t weight),           \
      (cr, family, slant, weight))                                                                       \
    V(cairo_set_antialias, (cairo_t *cr, cairo_antialias_t antialias), (cr, antialias))                  \
    V(cairo_set_dash, (cairo_t *cr, const double *dashes, int count, double offset), (cr, dashes, count, offset)) \
    V(cairo_set_fill_rule, (cairo_t *cr, cairo_fill_rule_t rule), (cr, rule))                            \
    V(cairo_set_font_options, (cairo_t *cr, const cairo_font_options_t *options), (cr, options))         \
    V(cairo_set_font_size, (cairo_t *cr, double size), (cr, size))                                       \
    V(cairo_set_line_cap, (cairo_t *cr, cairo_line_cap_t cap), (cr, cap))                                \
    V(cairo_set_line_join, (cairo_t *cr, cairo_line_join_t join), (cr, join))                            \
    V(cairo_set_line_width, (cairo_t *cr, double width), (cr, width))                                    \
    V(cairo_set_matrix, (cairo_t *cr, const cairo_matrix_t *matrix), (cr, matrix))                       \
    V(cairo_set_miter_limit, (cairo_t *cr, double limit), (cr, limit))                                   \
    V(cairo_set_operator, (cairo_t *cr, cairo_operator_t op), (cr, op))                                  \
    V(cairo_set_source, (cairo_t *cr, cairo_pattern_t *source), (cr, source))                            \
    V(cairo_set_source_rgba, (cairo_t *cr, double red, double green, double blue, double alpha),          \
      (cr, red, green, blue, alpha))                                                                     \
    V(cairo_set_source_surface, (cairo_t *cr, cairo_surface_t *surface, double x, double y), (cr, surface, x, y)) \
    V(cairo_show_text, (cairo_t *cr, const char *utf8), (cr, utf8))                                      \
    V(cairo_show_glyphs, (cairo_t *cr, const cairo_glyph_t *glyphs, int num_glyphs), (cr, glyphs, num_glyphs)) \
    F(cairo_scaled_font_t *, cairo_get_scaled_font, (cairo_t *cr), (cr))                                 \
    F(cairo_status_t, cairo_scaled_font_text_to_glyphs,                                                  \
      (cairo_scaled_font_t *scaled_font, double x, double y, const char *utf8, int utf8_len, cairo_glyph_t **glyphs, \
       int *num_glyphs, cairo_text_cluster_t **clusters, int *num_clusters, cairo_text_cluster_flags_t *cluster_flags), \
      (scaled_font, x, y, utf8, utf8_len, glyphs, num_glyphs, clusters, num_clusters, cluster_flags))     \
    V(cairo_glyph_free, (cairo_glyph_t *glyphs), (glyphs))                                               \
    F(cairo_status_t, cairo_status, (cairo_t *cr), (cr))                                                                 \
    V(cairo_stroke, (cairo_t *cr), (cr))                                                                 \
    V(cairo_surface_destroy, (cairo_surface_t *surface), (surface))                                      \
    V(cairo_surface_flush, (cairo_surface_t *surface), (surface))                                        \
    V(cairo_surface_mark_dirty, (cairo_surface_t *surface), (surface))                                   \
    F(cairo_status_t, cairo_surface_status, (cairo_surface_t *surface), (surface))                                       \
    F(cairo_status_t, cairo_surface_write_to_png_stream, (cairo_surface_t *surface, cairo_write_func_t write, void *closure), \
      (surface, write, closure))                                                                         \
    V(cairo_text_extents, (cairo_t *cr, const char *utf8, cairo_text_extents_t *extents), (cr, utf8, extents)) \
    V(cairo_transform, (cairo_t *cr, const cairo_matrix_t *matrix), (cr, matrix))                        \
    V(cairo_translate, (cairo_t *cr, double tx, double ty), (cr, tx, ty))

/* The real functions, each of the type cairo.h gives it. */
#define IMSIM_CAIRO_SLOT(name, parameters, arguments) __typeof__(&name) name;
#define IMSIM_CAIRO_RETURNING_SLOT(type, name, parameters, arguments) IMSIM_CAIRO_SLOT(name, parameters, arguments)
static struct {
    IMSIM_CAIRO_FUNCTIONS(IMSIM_CAIRO_RETURNING_SLOT, IMSIM_CAIRO_SLOT)
} real;

static pthread_once_t loaded = PTHREAD_ONCE_INIT;

static void resolve(void *library, const char *name, void **slot) {
    *slot = dlsym(library, name);
    if (*slot == NULL) {
        fprintf(stderr, "imsim: libcairo.so.2 has no %s: %s\n", name, dlerror());
        abort();
    }
}

static void load(void) {
    void *library = dlopen("libcairo.so.2", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        fprintf(stderr, "imsim: cannot draw: %s (install Debian's libcairo2: tools/ensure-deps)\n", dlerror());
        abort();
    }
#define IMSIM_CAIRO_RESOLVE(name, parameters, arguments) resolve(library, #name, (void **)&real.name);
#define IMSIM_CAIRO_RETURNING_RESOLVE(type, name, parameters, arguments) IMSIM_CAIRO_RESOLVE(name, parameters, arguments)
    IMSIM_CAIRO_FUNCTIONS(IMSIM_CAIRO_RETURNING_RESOLVE, IMSIM_CAIRO_RESOLVE)
    if (!imsim_use_own_fonts()) {
        fprintf(stderr, "imsim: neither DejaVu nor Liberation fonts where tools/ensure-deps installs them (or no fontconfig): text is drawn with the system's fonts\n");
    }
}

#define IMSIM_CAIRO_RETURNING(type, name, parameters, arguments)                                         \
    type name parameters {                                          \
        pthread_once(&loaded, load);                                                                     \
        return real.name arguments;                                                                      \
    }
#define IMSIM_CAIRO_VOID(name, parameters, arguments)                                                    \
    void name parameters {                                                                               \
        pthread_once(&loaded, load);                                                                     \
        real.name arguments;                                                                             \
    }

IMSIM_CAIRO_FUNCTIONS(IMSIM_CAIRO_RETURNING, IMSIM_CAIRO_VOID)
