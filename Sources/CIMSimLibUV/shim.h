#ifndef IMSIM_CLIBUV_SHIM_H
#define IMSIM_CLIBUV_SHIM_H
#include <uv.h>
#include <signal.h>
#include <pthread.h>
#include <sys/prctl.h>
#include <unistd.h>

/* Swift can't call variadic prctl or see SIG_IGN; these are the uses imsim has. */
static inline int imsim_die_with_parent(void) { return prctl(PR_SET_PDEATHSIG, SIGKILL); }
/* A write to a closed peer (SIGPIPE) or past the file size limit (SIGXFSZ) fails with an error instead. */
static inline void imsim_ignore_write_signals(void) { signal(SIGPIPE, SIG_IGN); signal(SIGXFSZ, SIG_IGN); }
static inline void imsim_ignore_signal(int number) { signal(number, SIG_IGN); }
/* Blocks (or unblocks) `number` on the calling thread; dispatch's worker threads block it already. */
static inline void imsim_block_signal(int number, int blocked) {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, number);
    pthread_sigmask(blocked ? SIG_BLOCK : SIG_UNBLOCK, &set, NULL);
}
#include <stdio.h>
/* Line-buffered stdout, so a killed process has printed its last lines. */
static inline void imsim_line_buffer_stdout(void) { setvbuf(stdout, NULL, _IOLBF, 0); }
#endif
