#ifndef IMSIM_FONT_CONFIGURATION_H
#define IMSIM_FONT_CONFIGURATION_H
/* Makes imsim's own fontconfig configuration current (FontConfiguration.c); 0 when it could not
   (no such fonts installed), leaving the system's. Called once, when cairo is loaded. */
int imsim_use_own_fonts(void);
/* 1 once imsim's configuration is the current one. */
int imsim_own_fonts_in_use(void);
#endif
