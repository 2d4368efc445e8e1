#ifndef IMSIM_TEXT_SHAPING_H
#define IMSIM_TEXT_SHAPING_H
/* How far each Unicode scalar of `utf8` advances the pen, in units of the font's size (multiply by
   the size), as HarfBuzz places it in the face fontconfig finds for `family` (bold, italic) with its
   pair kerning and no ligatures (TextShaping.c); a glyph made of several scalars advances at its
   first. Writes `count` values (the number of scalars) and returns 1; 0 when HarfBuzz or the face is
   not to be had, and the caller measures without kerning. */
int imsim_shaped_advances(const char *family, int bold, int italic, const char *utf8, double *advances, int count);

/* The glyphs HarfBuzz makes of `utf8` in the face fontconfig finds for `family`, with the face's
   ligatures and compositions (an emoji's joined sequence, a flag's two letters and a skin tone are one
   glyph each): their indices (cairo's for the same face), their pens' x and y from the start and the
   whole advance, in units of the font's size. Returns the number of glyphs (at most `capacity`), or -1
   when HarfBuzz or the face is not to be had or there are more glyphs. */
int imsim_shaped_glyphs(const char *family, int bold, int italic, const char *utf8, unsigned long *indices,
                        double *x, double *y, double *advance, int capacity);
#endif
