#ifndef IMSIM_CLIBUV_SHIM_H
#define IMSIM_CLIBUV_SHIM_H
#include <uv.h>
#include <signal.h>
#include <sys/prctl.h>
#include <unistd.h>
#endif
