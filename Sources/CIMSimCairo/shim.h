#ifndef IMSIM_CCAIRO_SHIM_H
#define IMSIM_CCAIRO_SHIM_H
#include <cairo.h>
#endif
