/* libedit, bound when the console first needs it (see CIMSimEdit.h). */
#include "CIMSimEdit.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <editline/readline.h>

static struct {
    __typeof__(&rl_initialize) initialize;
    __typeof__(&readline) readline;
    __typeof__(&add_history) add_history;
    __typeof__(&read_history) read_history;
    __typeof__(&write_history) write_history;
    __typeof__(&rl_forced_update_display) redisplay;
    __typeof__(&rl_completion_entry_function) completion_entry_function;
    __typeof__(&rl_completion_append_character) completion_append_character;
    __typeof__(&rl_line_buffer) line_buffer;
    __typeof__(&rl_point) point;
} edit;

static pthread_once_t loaded = PTHREAD_ONCE_INIT;
static char failure[512];

static int resolve(void *library, const char *name, void **slot) {
    *slot = dlsym(library, name);
    if (*slot == NULL) snprintf(failure, sizeof failure, "libedit.so.2 has no %s", name);
    return *slot != NULL;
}

static void load(void) {
    void *library = dlopen("libedit.so.2", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        snprintf(failure, sizeof failure, "%s", dlerror());
        return;
    }
    int found = resolve(library, "rl_initialize", (void **)&edit.initialize)
        && resolve(library, "readline", (void **)&edit.readline)
        && resolve(library, "add_history", (void **)&edit.add_history)
        && resolve(library, "read_history", (void **)&edit.read_history)
        && resolve(library, "write_history", (void **)&edit.write_history)
        && resolve(library, "rl_forced_update_display", (void **)&edit.redisplay)
        && resolve(library, "rl_completion_entry_function", (void **)&edit.completion_entry_function)
        && resolve(library, "rl_completion_append_character", (void **)&edit.completion_append_character)
        && resolve(library, "rl_line_buffer", (void **)&edit.line_buffer)
        && resolve(library, "rl_point", (void **)&edit.point);
    if (!found) dlclose(library);
}

const char *imsim_edit_load(void) {
    pthread_once(&loaded, load);
    return failure[0] == '\0' ? NULL : failure;
}

int imsim_edit_initialize(void) { return edit.initialize(); }
char *imsim_edit_readline(const char *prompt) { return edit.readline(prompt); }
int imsim_edit_add_history(const char *line) { return edit.add_history(line); }
int imsim_edit_read_history(const char *path) { return edit.read_history(path); }
int imsim_edit_write_history(const char *path) { return edit.write_history(path); }
void imsim_edit_redisplay(void) { edit.redisplay(); }
void imsim_edit_set_completion_generator(char *(*generator)(const char *, int)) {
    *edit.completion_entry_function = generator;
}
void imsim_edit_set_completion_append_character(int character) { *edit.completion_append_character = character; }
const char *imsim_edit_line_buffer(void) { return *edit.line_buffer; }
int imsim_edit_point(void) { return *edit.point; }
