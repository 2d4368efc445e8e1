#ifndef IMSIM_EDIT_SHIM_H
#define IMSIM_EDIT_SHIM_H
/* libedit's readline interface (Debian's libedit-dev): line editing, history and completion for
   `imsim attach` on a terminal. */
#include <stdio.h>
#include <editline/readline.h>
#endif
