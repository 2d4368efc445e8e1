#ifndef IMSIM_CIMSIMEDIT_H
#define IMSIM_CIMSIMEDIT_H
/* libedit's readline interface (Debian's libedit-dev) for `imsim attach` on a terminal: line editing,
   history and completion. libedit.so.2 is loaded by imsim_edit_load, not at exec, so the hundreds of
   processes a run starts do not map it (and libtinfo, libbsd, libmd behind it). */
#include <stddef.h>

/* Loads libedit once; NULL when it is there, or why it is not. */
const char *imsim_edit_load(void);

/* After a successful imsim_edit_load only. */
int imsim_edit_initialize(void);
char *imsim_edit_readline(const char *prompt);
int imsim_edit_add_history(const char *line);
int imsim_edit_read_history(const char *path);
int imsim_edit_write_history(const char *path);
void imsim_edit_redisplay(void);
/* Tab completion: `generator(text, state)` returns the state-th match of text, malloc'd, or NULL. */
void imsim_edit_set_completion_generator(char *(*generator)(const char *text, int state));
void imsim_edit_set_completion_append_character(int character);
/* The line being edited and the cursor's offset in it. */
const char *imsim_edit_line_buffer(void);
int imsim_edit_point(void);
#endif
