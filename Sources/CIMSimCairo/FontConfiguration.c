/* imsim's own fontconfig configuration, made current before cairo first looks a font up. The system's
   (/etc/fonts and a user's ~/.config/fontconfig) decides which installed font "Helvetica" or
   "sans-serif" becomes and how glyphs are smoothed, so the same extension drew and measured its text
   differently on machines with other fonts or settings, and each process parsed some forty XML files
   to start. This one knows the fonts tools/ensure-deps installs, Inter, DejaVu, Liberation, Noto
   Color Emoji and Material Icons, and nothing else: every family not named below is Inter, then
   DejaVu Sans for what Inter lacks (docs/DECISIONS.md, "imsim's own fonts" and "San Francisco's widths"). */
#include "FontConfiguration.h"
#include <dlfcn.h>
#include <fontconfig/fontconfig.h>
#include <stdio.h>

static const char configuration[] =
    "<?xml version=\"1.0\"?>\n"
    "<!DOCTYPE fontconfig SYSTEM \"urn:fontconfig:fonts.dtd\">\n"
    "<fontconfig>\n"
    /* Where Debian (and Ubuntu), Fedora and Arch put fonts-inter's (its static faces), fonts-dejavu-core's
       and fonts-liberation's files. */
    "  <dir>/usr/share/fonts/opentype/inter</dir>\n"
    "  <dir>/usr/share/fonts/rsms-inter-fonts</dir>\n"
    "  <dir>/usr/share/fonts/inter</dir>\n"
    "  <dir>/usr/share/fonts/truetype/dejavu</dir>\n"
    "  <dir>/usr/share/fonts/truetype/liberation</dir>\n"
    "  <dir>/usr/share/fonts/dejavu-sans-fonts</dir>\n"
    "  <dir>/usr/share/fonts/dejavu-serif-fonts</dir>\n"
    "  <dir>/usr/share/fonts/dejavu-sans-mono-fonts</dir>\n"
    "  <dir>/usr/share/fonts/liberation-sans</dir>\n"
    "  <dir>/usr/share/fonts/liberation-serif</dir>\n"
    "  <dir>/usr/share/fonts/liberation-mono</dir>\n"
    "  <dir>/usr/share/fonts/TTF</dir>\n"
    /* fonts-noto-color-emoji's one file (its folder holds the other Noto fonts a machine may have). */
    /* fonts-material-design-icons-iconfont's Material Icons: SF Symbols' stand-ins (UIKit's SymbolStandIn). */
    "  <dir>/usr/share/fonts/truetype/material-design-icons-iconfont</dir>\n"
    "  <dir>/usr/share/fonts/truetype/noto</dir>\n"
    "  <dir>/usr/share/fonts/google-noto-emoji-color-fonts</dir>\n"
    "  <dir>/usr/share/fonts/noto</dir>\n"
    "  <selectfont>\n"
    "    <rejectfont><glob>/usr/share/fonts/truetype/noto/*</glob><glob>/usr/share/fonts/noto/*</glob></rejectfont>\n"
    "    <acceptfont><glob>*/NotoColorEmoji.ttf</glob></acceptfont>\n"
    "  </selectfont>\n"
    "  <cachedir>/var/cache/fontconfig</cachedir>\n"
    "  <cachedir prefix=\"xdg\">fontconfig</cachedir>\n"
    /* Never rescanned: a font installed while a run goes on would otherwise swap in the system's
       configuration 30 s later (fontconfig's default interval). */
    "  <config><rescan><int>0</int></rescan></config>\n"
    /* Fonts metric-compatible with Apple's and Microsoft's: the same widths; without Liberation, the
       same kind of DejaVu face. */
    "  <alias binding=\"same\"><family>Helvetica</family><prefer><family>Liberation Sans</family></prefer><default><family>sans-serif</family></default></alias>\n"
    "  <alias binding=\"same\"><family>Arial</family><prefer><family>Liberation Sans</family></prefer><default><family>sans-serif</family></default></alias>\n"
    "  <alias binding=\"same\"><family>Times</family><prefer><family>Liberation Serif</family></prefer><default><family>serif</family></default></alias>\n"
    "  <alias binding=\"same\"><family>Times New Roman</family><prefer><family>Liberation Serif</family></prefer><default><family>serif</family></default></alias>\n"
    "  <alias binding=\"same\"><family>Courier</family><prefer><family>Liberation Mono</family></prefer><default><family>monospace</family></default></alias>\n"
    "  <alias binding=\"same\"><family>Courier New</family><prefer><family>Liberation Mono</family></prefer><default><family>monospace</family></default></alias>\n"
    /* Any other family falls back to sans-serif, as the system's 49-sansserif.conf has it (bound
       strongly: the locale's language does not choose another face). */
    "  <match target=\"pattern\">\n"
    "    <test qual=\"all\" name=\"family\" compare=\"not_eq\"><string>sans-serif</string></test>\n"
    "    <test qual=\"all\" name=\"family\" compare=\"not_eq\"><string>serif</string></test>\n"
    "    <test qual=\"all\" name=\"family\" compare=\"not_eq\"><string>monospace</string></test>\n"
    "    <edit name=\"family\" mode=\"append_last\" binding=\"strong\"><string>sans-serif</string></edit>\n"
    "  </match>\n"
    "  <alias binding=\"same\"><family>sans-serif</family><prefer><family>Inter</family><family>DejaVu Sans</family></prefer></alias>\n"
    "  <alias binding=\"same\"><family>serif</family><prefer><family>DejaVu Serif</family></prefer></alias>\n"
    /* cairo's text API asks for its normal weight as fontconfig's medium (100), which Inter has a face
       for: Inter's regular (80) is the normal weight; its Medium face is asked for by family name. */
    "  <match target=\"pattern\">\n"
    "    <test name=\"family\"><string>Inter</string></test>\n"
    "    <test name=\"weight\" compare=\"eq\"><const>medium</const></test>\n"
    "    <edit name=\"weight\" mode=\"assign\"><const>regular</const></edit>\n"
    "  </match>\n"
    "  <match target=\"pattern\">\n"
    "    <test name=\"family\"><string>Inter Display</string></test>\n"
    "    <test name=\"weight\" compare=\"eq\"><const>medium</const></test>\n"
    "    <edit name=\"weight\" mode=\"assign\"><const>regular</const></edit>\n"
    "  </match>\n"
    "  <alias binding=\"same\"><family>monospace</family><prefer><family>DejaVu Sans Mono</family></prefer></alias>\n"
    /* Smoothing as the Debian defaults draw DejaVu (grey antialiasing, no subpixel colours); cairo's
       own options (Canvas) turn hinting off. The emoji, bitmaps in colour, are left as they are:
       with antialiasing assigned, cairo draws none of them. */
    "  <match target=\"font\">\n"
    "    <test name=\"family\" compare=\"not_eq\"><string>Noto Color Emoji</string></test>\n"
    "    <edit name=\"antialias\" mode=\"assign\"><bool>true</bool></edit>\n"
    "    <edit name=\"rgba\" mode=\"assign\"><const>none</const></edit>\n"
    "    <edit name=\"lcdfilter\" mode=\"assign\"><const>lcddefault</const></edit>\n"
    "    <edit name=\"hintstyle\" mode=\"assign\"><const>hintslight</const></edit>\n"
    "    <edit name=\"autohint\" mode=\"assign\"><bool>false</bool></edit>\n"
    "    <edit name=\"embeddedbitmap\" mode=\"assign\"><bool>false</bool></edit>\n"
    "  </match>\n"
    "</fontconfig>\n";

static int own_fonts_in_use = 0; /* written once under cairo's pthread_once, read from any thread */

#define IMSIM_FONTCONFIG_FUNCTIONS(F)                                                                   \
    F(FcConfig *, FcConfigCreate, (void))                                                              \
    F(FcBool, FcConfigParseAndLoadFromMemory, (FcConfig *config, const FcChar8 *buffer, FcBool complain)) \
    F(FcBool, FcConfigBuildFonts, (FcConfig *config))                                                  \
    F(FcFontSet *, FcConfigGetFonts, (FcConfig *config, FcSetName set))                                \
    F(FcBool, FcConfigSetCurrent, (FcConfig *config))                                                  \
    F(void, FcConfigDestroy, (FcConfig *config))

int imsim_use_own_fonts(void) {
    /* fontconfig came with cairo; this finds the copy cairo uses. */
    void *library = dlopen("libfontconfig.so.1", RTLD_NOW | RTLD_LOCAL | RTLD_NOLOAD);
    if (library == NULL) return 0;
#define IMSIM_FONTCONFIG_SLOT(type, name, parameters) type(*name) parameters = (type(*) parameters)dlsym(library, #name);
    IMSIM_FONTCONFIG_FUNCTIONS(IMSIM_FONTCONFIG_SLOT)
    if (!FcConfigCreate || !FcConfigParseAndLoadFromMemory || !FcConfigBuildFonts || !FcConfigGetFonts ||
        !FcConfigSetCurrent || !FcConfigDestroy) {
        return 0;
    }
    FcConfig *config = FcConfigCreate();
    if (config == NULL) return 0;
    FcFontSet *fonts = NULL;
    if (FcConfigParseAndLoadFromMemory(config, (const FcChar8 *)configuration, FcTrue) && FcConfigBuildFonts(config)) {
        fonts = FcConfigGetFonts(config, FcSetSystem);
    }
    /* Neither DejaVu nor Liberation where expected (another system's layout): the system's
       configuration, as before. */
    if (fonts == NULL || fonts->nfont == 0 || !FcConfigSetCurrent(config)) {
        FcConfigDestroy(config);
        return 0;
    }
    FcConfigDestroy(config); /* the current configuration holds its own reference */
    __atomic_store_n(&own_fonts_in_use, 1, __ATOMIC_RELEASE);
    return 1;
}

int imsim_own_fonts_in_use(void) { return __atomic_load_n(&own_fonts_in_use, __ATOMIC_ACQUIRE); }
