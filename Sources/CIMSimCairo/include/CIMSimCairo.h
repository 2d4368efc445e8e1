#ifndef IMSIM_CIMSIMCAIRO_H
#define IMSIM_CIMSIMCAIRO_H
/* cairo's declarations (Debian's libcairo2-dev). The functions imsim calls are defined in
   CairoLoader.c, which loads libcairo.so.2 the first time one is called: a process that never draws
   never maps cairo and the twenty libraries behind it (X11, fontconfig, freetype, png...). */
#include <cairo/cairo.h>
#endif
