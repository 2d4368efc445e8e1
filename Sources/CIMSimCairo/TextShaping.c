/* Pair kerning for cairo's text API, which has none: HarfBuzz (libharfbuzz.so.0, loaded on first use,
   as cairo is) shapes the text in the same font file fontconfig gives cairo for the family, and its
   advances, kerning included, place cairo's glyphs. San Francisco's widths on iOS include its kerning
   ("You" is narrower than its letters), so Inter's must (docs/DECISIONS.md, "San Francisco's widths"). */
#include "TextShaping.h"
#include <dlfcn.h>
#include <fontconfig/fontconfig.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* HarfBuzz's types, as its stable ABI has them (hb.h is not needed to build imsim). */
typedef struct hb_blob_t hb_blob_t;
typedef struct hb_face_t hb_face_t;
typedef struct hb_font_t hb_font_t;
typedef struct hb_buffer_t hb_buffer_t;
typedef struct {
    uint32_t tag;
    uint32_t value;
    unsigned int start;
    unsigned int end;
} hb_feature_t;
typedef struct {
    uint32_t codepoint;
    uint32_t mask;
    uint32_t cluster;
    uint32_t var1;
    uint32_t var2;
} hb_glyph_info_t;
typedef struct {
    int32_t x_advance;
    int32_t y_advance;
    int32_t x_offset;
    int32_t y_offset;
    uint32_t var;
} hb_glyph_position_t;

#define IMSIM_HB_FUNCTIONS(F)                                                                        \
    F(hb_blob_t *, hb_blob_create_from_file, (const char *file_name))                                \
    F(void, hb_blob_destroy, (hb_blob_t * blob))                                                     \
    F(hb_face_t *, hb_face_create, (hb_blob_t * blob, unsigned int index))                           \
    F(unsigned int, hb_face_get_upem, (const hb_face_t *face))                                       \
    F(hb_font_t *, hb_font_create, (hb_face_t * face))                                               \
    F(void, hb_font_set_scale, (hb_font_t * font, int x_scale, int y_scale))                         \
    F(hb_buffer_t *, hb_buffer_create, (void))                                                       \
    F(void, hb_buffer_destroy, (hb_buffer_t * buffer))                                               \
    F(void, hb_buffer_add_utf8, (hb_buffer_t * buffer, const char *text, int text_length, unsigned int item_offset, int item_length)) \
    F(void, hb_buffer_guess_segment_properties, (hb_buffer_t * buffer))                              \
    F(void, hb_buffer_set_cluster_level, (hb_buffer_t * buffer, int cluster_level))                  \
    F(void, hb_shape, (hb_font_t * font, hb_buffer_t *buffer, const hb_feature_t *features, unsigned int num_features)) \
    F(hb_glyph_info_t *, hb_buffer_get_glyph_infos, (hb_buffer_t * buffer, unsigned int *length))   \
    F(hb_glyph_position_t *, hb_buffer_get_glyph_positions, (hb_buffer_t * buffer, unsigned int *length))

#define IMSIM_FC_FUNCTIONS(F)                                                                        \
    F(FcPattern *, FcPatternCreate, (void))                                                          \
    F(FcBool, FcPatternAddString, (FcPattern * p, const char *object, const FcChar8 *s))             \
    F(FcBool, FcPatternAddInteger, (FcPattern * p, const char *object, int i))                       \
    F(FcBool, FcConfigSubstitute, (FcConfig * config, FcPattern *p, FcMatchKind kind))               \
    F(void, FcDefaultSubstitute, (FcPattern * pattern))                                              \
    F(FcPattern *, FcFontMatch, (FcConfig * config, FcPattern *p, FcResult *result))                 \
    F(FcResult, FcPatternGetString, (const FcPattern *p, const char *object, int n, FcChar8 **s))    \
    F(FcResult, FcPatternGetInteger, (const FcPattern *p, const char *object, int n, int *i))        \
    F(void, FcPatternDestroy, (FcPattern * p))

#define IMSIM_SLOT(type, name, parameters) static type(*p_##name) parameters;
IMSIM_HB_FUNCTIONS(IMSIM_SLOT)
IMSIM_FC_FUNCTIONS(IMSIM_SLOT)
/* HarfBuzz 2.6 and later; without it a variable font is shaped at its default instance. */
static void (*p_hb_font_set_var_named_instance)(hb_font_t *font, unsigned int instance_index);

static pthread_once_t loading = PTHREAD_ONCE_INIT;
static int loaded = 0;

static void load(void) {
    void *harfbuzz = dlopen("libharfbuzz.so.0", RTLD_NOW | RTLD_LOCAL);
    void *fontconfig = dlopen("libfontconfig.so.1", RTLD_NOW | RTLD_LOCAL);
    if (harfbuzz == NULL || fontconfig == NULL) return;
    int complete = 1;
#define IMSIM_RESOLVE_HB(type, name, parameters) p_##name = (type(*) parameters)dlsym(harfbuzz, #name); complete &= p_##name != NULL;
#define IMSIM_RESOLVE_FC(type, name, parameters) p_##name = (type(*) parameters)dlsym(fontconfig, #name); complete &= p_##name != NULL;
    IMSIM_HB_FUNCTIONS(IMSIM_RESOLVE_HB)
    IMSIM_FC_FUNCTIONS(IMSIM_RESOLVE_FC)
    p_hb_font_set_var_named_instance = (void (*)(hb_font_t *, unsigned int))dlsym(harfbuzz, "hb_font_set_var_named_instance");
    loaded = complete;
}

/* The faces shaped so far, by family, weight and slant; a few dozen at most in a process. */
typedef struct {
    char *family;
    int bold;
    int italic;
    hb_font_t *font; /* NULL: no file for it */
    double upem;
} ShapingFace;

static pthread_mutex_t faces_lock = PTHREAD_MUTEX_INITIALIZER;
static ShapingFace *faces = NULL;
static size_t face_count = 0;

/* The file fontconfig's current configuration gives for the family, as cairo's text API asks for it. */
static hb_font_t *open_font(const char *family, int bold, int italic, double *upem) {
    FcPattern *pattern = p_FcPatternCreate();
    if (pattern == NULL) return NULL;
    p_FcPatternAddString(pattern, FC_FAMILY, (const FcChar8 *)family);
    p_FcPatternAddInteger(pattern, FC_WEIGHT, bold ? FC_WEIGHT_BOLD : FC_WEIGHT_MEDIUM);
    p_FcPatternAddInteger(pattern, FC_SLANT, italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN);
    p_FcConfigSubstitute(NULL, pattern, FcMatchPattern);
    p_FcDefaultSubstitute(pattern);
    FcResult result;
    FcPattern *match = p_FcFontMatch(NULL, pattern, &result);
    p_FcPatternDestroy(pattern);
    if (match == NULL) return NULL;
    FcChar8 *file = NULL;
    int index = 0;
    hb_font_t *font = NULL;
    if (p_FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch) {
        p_FcPatternGetInteger(match, FC_INDEX, 0, &index);
        hb_blob_t *blob = p_hb_blob_create_from_file((const char *)file);
        /* fontconfig's index holds a variable font's named instance above its low 16 bits. */
        hb_face_t *face = p_hb_face_create(blob, (unsigned int)index & 0xFFFF);
        p_hb_blob_destroy(blob);
        *upem = p_hb_face_get_upem(face);
        if (*upem > 0) {
            font = p_hb_font_create(face);
            p_hb_font_set_scale(font, (int)*upem, (int)*upem);
            if ((index >> 16) > 0 && p_hb_font_set_var_named_instance != NULL) {
                p_hb_font_set_var_named_instance(font, (unsigned int)(index >> 16) - 1);
            }
        }
    }
    p_FcPatternDestroy(match);
    return font;
}

static ShapingFace *face_for(const char *family, int bold, int italic) {
    for (size_t i = 0; i < face_count; i++) {
        if (faces[i].bold == bold && faces[i].italic == italic && strcmp(faces[i].family, family) == 0) return &faces[i];
    }
    ShapingFace *grown = realloc(faces, (face_count + 1) * sizeof(ShapingFace));
    if (grown == NULL) return NULL;
    faces = grown;
    ShapingFace *entry = &faces[face_count];
    entry->family = strdup(family);
    entry->bold = bold;
    entry->italic = italic;
    entry->upem = 0;
    entry->font = entry->family ? open_font(family, bold, italic, &entry->upem) : NULL;
    face_count += 1;
    return entry;
}

#define IMSIM_TAG(a, b, c, d) (((uint32_t)(a) << 24) | ((uint32_t)(b) << 16) | ((uint32_t)(c) << 8) | (uint32_t)(d))

int imsim_shaped_advances(const char *family, int bold, int italic, const char *utf8, double *advances, int count) {
    pthread_once(&loading, load);
    if (!loaded || count <= 0) return 0;
    pthread_mutex_lock(&faces_lock);
    ShapingFace *face = face_for(family, bold, italic);
    hb_font_t *font = face ? face->font : NULL;
    double upem = face ? face->upem : 0;
    pthread_mutex_unlock(&faces_lock);
    if (font == NULL) return 0;

    hb_buffer_t *buffer = p_hb_buffer_create();
    p_hb_buffer_add_utf8(buffer, utf8, -1, 0, -1);
    p_hb_buffer_guess_segment_properties(buffer);
    p_hb_buffer_set_cluster_level(buffer, 1); /* HB_BUFFER_CLUSTER_LEVEL_MONOTONE_CHARACTERS */
    /* Kerning on; ligatures and contextual forms off, so that there is a glyph for each scalar. */
    hb_feature_t features[] = {
        {IMSIM_TAG('k', 'e', 'r', 'n'), 1, 0, (unsigned int)-1}, {IMSIM_TAG('l', 'i', 'g', 'a'), 0, 0, (unsigned int)-1},
        {IMSIM_TAG('c', 'l', 'i', 'g'), 0, 0, (unsigned int)-1}, {IMSIM_TAG('c', 'a', 'l', 't'), 0, 0, (unsigned int)-1},
    };
    p_hb_shape(font, buffer, features, 4);
    unsigned int glyphs = 0;
    hb_glyph_info_t *infos = p_hb_buffer_get_glyph_infos(buffer, &glyphs);
    hb_glyph_position_t *positions = p_hb_buffer_get_glyph_positions(buffer, NULL);
    /* Each glyph's advance goes to the scalar its cluster (a byte offset) starts at: a glyph made of
       several scalars (a decomposed accent HarfBuzz composes) gives the others nothing. */
    for (int i = 0; i < count; i++) advances[i] = 0;
    int scalar = 0;
    size_t offset = 0;
    int shaped = 1;
    for (unsigned int i = 0; i < glyphs && shaped; i++) {
        while (offset < infos[i].cluster && utf8[offset] != 0) {
            offset += 1;
            while ((utf8[offset] & 0xC0) == 0x80) offset += 1; /* the rest of a scalar's bytes */
            scalar += 1;
        }
        if (offset != infos[i].cluster || scalar >= count) shaped = 0;
        else advances[scalar] += positions[i].x_advance / upem;
    }
    p_hb_buffer_destroy(buffer);
    return shaped;
}

int imsim_shaped_glyphs(const char *family, int bold, int italic, const char *utf8, unsigned long *indices,
                        double *x, double *y, double *advance, int capacity) {
    pthread_once(&loading, load);
    if (!loaded) return -1;
    pthread_mutex_lock(&faces_lock);
    ShapingFace *face = face_for(family, bold, italic);
    hb_font_t *font = face ? face->font : NULL;
    double upem = face ? face->upem : 0;
    pthread_mutex_unlock(&faces_lock);
    if (font == NULL) return -1;

    hb_buffer_t *buffer = p_hb_buffer_create();
    p_hb_buffer_add_utf8(buffer, utf8, -1, 0, -1);
    p_hb_buffer_guess_segment_properties(buffer);
    p_hb_shape(font, buffer, NULL, 0);
    unsigned int glyphs = 0;
    hb_glyph_info_t *infos = p_hb_buffer_get_glyph_infos(buffer, &glyphs);
    hb_glyph_position_t *positions = p_hb_buffer_get_glyph_positions(buffer, NULL);
    int written = glyphs <= (unsigned int)capacity ? (int)glyphs : -1;
    double pen = 0;
    for (unsigned int i = 0; i < glyphs && written >= 0; i++) {
        indices[i] = infos[i].codepoint; /* after shaping, the glyph's index in the face */
        x[i] = (pen + positions[i].x_offset) / upem;
        y[i] = -positions[i].y_offset / upem;
        pen += positions[i].x_advance;
    }
    *advance = pen / upem;
    p_hb_buffer_destroy(buffer);
    return written;
}
