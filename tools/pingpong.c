/*
 * pingpong: a raw libuv ping-pong over a Unix domain socket, the baseline for
 * imsim's relay round trips (tools/bench).
 *
 * Usage: pingpong ROUND_TRIPS SOCKET_PATH
 *
 * The process forks. The child runs an echo server on its own libuv loop
 * (uv_pipe_bind/uv_listen at SOCKET_PATH, every read is written straight back).
 * The parent, on its own loop, connects and does ROUND_TRIPS times: send one
 * framed message (4-byte big-endian length + a 40-byte JSON-like payload, the
 * size of imsim's small frames), then wait for the whole echoed frame, however
 * the reads split it. It prints exactly one line on stdout:
 *
 *     raw libuv: N round trips in S.SSSS s = R round trips/s
 *
 * then kills and reaps the child, unlinks the socket, closes its loop and
 * exits 0. Any failure prints "pingpong: ..." on stderr and exits 1.
 *
 * Build: cc -O2 -Wall -Wextra -o pingpong pingpong.c $(pkg-config --cflags --libs libuv)
 */
#include <errno.h>
#include <inttypes.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>
#include <uv.h>

#ifdef __linux__
#include <sys/prctl.h>
#endif

#define PAYLOAD_SIZE 40
#define FRAME_SIZE (4 + PAYLOAD_SIZE)
#define MAX_FRAME 4096          /* a larger length prefix in the echo is a protocol error */
#define READ_BUFFER_SIZE 65536
#define WATCHDOG_MS 10000       /* fail if no round trip completes for this long */

/* ---------------------------------------------------------------- errors */

static pid_t child_pid = -1;           /* parent only: the echo server */
static const char *socket_path;
static int socket_is_ours;             /* the child bound it: ours to unlink */

static void reap_child(void) {
    if (child_pid <= 0) return;
    kill(child_pid, SIGKILL);
    while (waitpid(child_pid, NULL, 0) < 0 && errno == EINTR) {}
    child_pid = -1;
}

/* Parent-side fatal error: clean up the child and the socket, exit 1. */
static void fail(const char *format, ...) {
    va_list args;
    fputs("pingpong: ", stderr);
    va_start(args, format);
    vfprintf(stderr, format, args);
    va_end(args);
    fputc('\n', stderr);
    reap_child();
    if (socket_is_ours) unlink(socket_path);
    exit(1);
}

/* Child-side fatal error: no stdio flushing of the parent's buffers, no cleanup
 * of what the parent owns. */
static void child_fail(const char *format, ...) {
    va_list args;
    fputs("pingpong (echo server): ", stderr);
    va_start(args, format);
    vfprintf(stderr, format, args);
    va_end(args);
    fputc('\n', stderr);
    _exit(1);
}

/* --------------------------------------------------------- echo server */

typedef struct {
    uv_write_t request;
    char data[READ_BUFFER_SIZE];
} echo_chunk;

static uv_loop_t server_loop;
static uv_pipe_t server;
static uv_pipe_t server_client;
static int server_has_client;

static void on_server_close(uv_handle_t *handle) { (void)handle; }

static void server_shutdown(void) {
    if (server_has_client && !uv_is_closing((uv_handle_t *)&server_client))
        uv_close((uv_handle_t *)&server_client, on_server_close);
    if (!uv_is_closing((uv_handle_t *)&server)) uv_close((uv_handle_t *)&server, on_server_close);
}

static void echo_alloc(uv_handle_t *handle, size_t suggested, uv_buf_t *buf) {
    (void)handle;
    (void)suggested;
    echo_chunk *chunk = malloc(sizeof *chunk);
    *buf = chunk ? uv_buf_init(chunk->data, sizeof chunk->data) : uv_buf_init(NULL, 0);
}

static echo_chunk *chunk_of(char *data) {
    return (echo_chunk *)(data - offsetof(echo_chunk, data));
}

static void echo_written(uv_write_t *request, int status) {
    free((echo_chunk *)request);   /* request is the first member */
    if (status < 0 && status != UV_ECANCELED) child_fail("write: %s", uv_strerror(status));
}

static void echo_read(uv_stream_t *stream, ssize_t nread, const uv_buf_t *buf) {
    if (buf->base == NULL) {
        if (nread == UV_ENOBUFS) child_fail("out of memory");
        if (nread < 0 && nread != UV_EOF) child_fail("read: %s", uv_strerror((int)nread));
        if (nread == UV_EOF) server_shutdown();
        return;
    }
    echo_chunk *chunk = chunk_of(buf->base);
    if (nread > 0) {
        /* Write the very buffer we read into; freed when the write completes. */
        uv_buf_t out = uv_buf_init(buf->base, (unsigned int)nread);
        int r = uv_write(&chunk->request, stream, &out, 1, echo_written);
        if (r < 0) child_fail("write: %s", uv_strerror(r));
        return;
    }
    free(chunk);
    if (nread == UV_EOF) {
        server_shutdown();          /* the client is done: stop serving */
    } else if (nread < 0) {
        child_fail("read: %s", uv_strerror((int)nread));
    }
}

static void on_server_connection(uv_stream_t *listener, int status) {
    if (status < 0) child_fail("listen: %s", uv_strerror(status));
    if (server_has_client) return;  /* one client only; leave others unaccepted */
    int r = uv_pipe_init(&server_loop, &server_client, 0);
    if (r < 0) child_fail("uv_pipe_init: %s", uv_strerror(r));
    server_has_client = 1;
    if ((r = uv_accept(listener, (uv_stream_t *)&server_client)) < 0) child_fail("accept: %s", uv_strerror(r));
    if ((r = uv_read_start((uv_stream_t *)&server_client, echo_alloc, echo_read)) < 0)
        child_fail("read start: %s", uv_strerror(r));
}

static void run_echo_server(int ready_fd) {
    int r;
#ifdef __linux__
    prctl(PR_SET_PDEATHSIG, SIGKILL);    /* never outlive the parent */
#endif
    if ((r = uv_loop_init(&server_loop)) < 0) child_fail("uv_loop_init: %s", uv_strerror(r));
    if ((r = uv_pipe_init(&server_loop, &server, 0)) < 0) child_fail("uv_pipe_init: %s", uv_strerror(r));
    if ((r = uv_pipe_bind(&server, socket_path)) < 0)
        child_fail("cannot bind %s: %s", socket_path, uv_strerror(r));
    if ((r = uv_listen((uv_stream_t *)&server, 16, on_server_connection)) < 0)
        child_fail("cannot listen on %s: %s", socket_path, uv_strerror(r));
    /* Tell the parent it may connect. */
    char ready = 'R';
    ssize_t n;
    while ((n = write(ready_fd, &ready, 1)) < 0 && errno == EINTR) {}
    if (n != 1) child_fail("cannot signal readiness: %s", strerror(errno));
    close(ready_fd);
    uv_run(&server_loop, UV_RUN_DEFAULT);
    if ((r = uv_loop_close(&server_loop)) != 0) child_fail("uv_loop_close: %s", uv_strerror(r));
    _exit(0);
}

/* --------------------------------------------------------------- client */

static uv_loop_t loop;
static uv_pipe_t client;
static uv_connect_t connect_request;
static uv_write_t write_request;
static uv_timer_t watchdog;

static uint64_t round_trips;             /* requested */
static uint64_t completed;               /* echoes received in full */
static uint64_t completed_at_last_check;
static uint64_t start_ns, end_ns;
static int write_in_flight;
static int echo_pending;

static unsigned char frame[FRAME_SIZE];  /* the frame in flight */
static unsigned char echo[MAX_FRAME];    /* the echo, assembled across reads */
static size_t echo_length;
static char read_buffer[READ_BUFFER_SIZE];

static void on_close(uv_handle_t *handle) { (void)handle; }

static void finish(void) {
    end_ns = uv_hrtime();
    uv_close((uv_handle_t *)&watchdog, on_close);
    uv_close((uv_handle_t *)&client, on_close);  /* also stops reading */
}

/* Fill the frame for round trip `sequence`: a 40-byte payload like
 * {"type":"ping","to":"B","seq":000000042} behind its length. */
static void build_frame(uint64_t sequence) {
    char payload[PAYLOAD_SIZE + 1];
    int n = snprintf(payload, sizeof payload, "{\"type\":\"ping\",\"to\":\"B\",\"seq\":%09" PRIu64 "}",
                     (uint64_t)(sequence % UINT64_C(1000000000)));
    if (n != PAYLOAD_SIZE) fail("internal error: payload is %d bytes, not %d", n, PAYLOAD_SIZE);
    frame[0] = (unsigned char)(PAYLOAD_SIZE >> 24);
    frame[1] = (unsigned char)(PAYLOAD_SIZE >> 16);
    frame[2] = (unsigned char)(PAYLOAD_SIZE >> 8);
    frame[3] = (unsigned char)PAYLOAD_SIZE;
    memcpy(frame + 4, payload, PAYLOAD_SIZE);
}

static void on_written(uv_write_t *request, int status);

static void send_next(void) {
    build_frame(completed);
    uv_buf_t buf = uv_buf_init((char *)frame, FRAME_SIZE);
    write_in_flight = 1;
    echo_pending = 1;
    echo_length = 0;
    int r = uv_write(&write_request, (uv_stream_t *)&client, &buf, 1, on_written);
    if (r < 0) fail("write: %s", uv_strerror(r));
}

/* The next frame goes out once the echo is complete and the previous write
 * request has been handed back (so it and the frame buffer can be reused). */
static void maybe_continue(void) {
    if (write_in_flight || echo_pending) return;
    if (completed == round_trips) finish();
    else send_next();
}

static void on_written(uv_write_t *request, int status) {
    (void)request;
    if (status < 0) fail("write: %s", uv_strerror(status));
    write_in_flight = 0;
    maybe_continue();
}

static void on_alloc(uv_handle_t *handle, size_t suggested, uv_buf_t *buf) {
    (void)handle;
    (void)suggested;
    *buf = uv_buf_init(read_buffer, sizeof read_buffer);
}

static void on_read(uv_stream_t *stream, ssize_t nread, const uv_buf_t *buf) {
    (void)stream;
    if (nread == UV_EOF) fail("the echo server closed the connection after %" PRIu64 " round trips", completed);
    if (nread < 0) fail("read: %s", uv_strerror((int)nread));
    if (nread == 0) return;  /* EAGAIN */
    if (!echo_pending) fail("protocol error: %zd unexpected bytes from the echo server", nread);
    size_t available = (size_t)nread;
    if (echo_length + available > sizeof echo)
        fail("protocol error: echo longer than %d bytes", MAX_FRAME);
    memcpy(echo + echo_length, buf->base, available);
    echo_length += available;
    if (echo_length < 4) return;  /* length prefix still split */
    size_t expected = 4 + (((size_t)echo[0] << 24) | ((size_t)echo[1] << 16) | ((size_t)echo[2] << 8) | echo[3]);
    if (expected > sizeof echo) fail("protocol error: echoed frame claims %zu bytes", expected);
    if (echo_length < expected) return;  /* payload still split */
    if (echo_length > expected)
        fail("protocol error: %zu bytes beyond the echoed frame", echo_length - expected);
    if (expected != FRAME_SIZE || memcmp(echo, frame, FRAME_SIZE) != 0)
        fail("protocol error: echo of round trip %" PRIu64 " differs from what was sent", completed);
    echo_pending = 0;
    completed++;
    maybe_continue();
}

static void on_connect(uv_connect_t *request, int status) {
    (void)request;
    if (status < 0) fail("cannot connect to %s: %s", socket_path, uv_strerror(status));
    int r = uv_read_start((uv_stream_t *)&client, on_alloc, on_read);
    if (r < 0) fail("read start: %s", uv_strerror(r));
    start_ns = uv_hrtime();
    maybe_continue();  /* round_trips > 0, so this sends the first frame */
}

static void on_watchdog(uv_timer_t *timer) {
    (void)timer;
    if (completed == completed_at_last_check)
        fail("no progress for %d ms (stuck at %" PRIu64 " of %" PRIu64 " round trips)", WATCHDOG_MS, completed,
             round_trips);
    completed_at_last_check = completed;
}

/* ----------------------------------------------------------------- main */

static void usage(void) {
    fputs("usage: pingpong ROUND_TRIPS SOCKET_PATH\n"
          "  ROUND_TRIPS  positive number of framed round trips\n"
          "  SOCKET_PATH  Unix socket path to create for the echo server (must not exist)\n",
          stderr);
    exit(2);
}

int main(int argc, char **argv) {
    if (argc != 3) usage();
    char *end;
    errno = 0;
    unsigned long long parsed = strtoull(argv[1], &end, 10);
    if (errno != 0 || end == argv[1] || *end != '\0' || argv[1][0] == '-' || parsed == 0) {
        fprintf(stderr, "pingpong: ROUND_TRIPS must be a positive integer, not '%s'\n", argv[1]);
        usage();
    }
    round_trips = parsed;
    socket_path = argv[2];
    if (socket_path[0] == '\0' || strlen(socket_path) >= sizeof(((struct sockaddr_un *)0)->sun_path)) {
        fprintf(stderr, "pingpong: SOCKET_PATH must be 1 to %zu bytes long\n",
                sizeof(((struct sockaddr_un *)0)->sun_path) - 1);
        usage();
    }
    signal(SIGPIPE, SIG_IGN);  /* a dead peer shows up as EPIPE, not a silent death */

    int ready[2];
    if (pipe(ready) < 0) fail("pipe: %s", strerror(errno));
    fflush(NULL);
    child_pid = fork();
    if (child_pid < 0) fail("fork: %s", strerror(errno));
    if (child_pid == 0) {
        close(ready[0]);
        run_echo_server(ready[1]);  /* does not return */
    }
    close(ready[1]);

    /* Wait until the child listens (or dies trying: EOF). */
    char byte;
    ssize_t n;
    while ((n = read(ready[0], &byte, 1)) < 0 && errno == EINTR) {}
    close(ready[0]);
    if (n != 1) {
        int status;
        while (waitpid(child_pid, &status, 0) < 0 && errno == EINTR) {}
        child_pid = -1;
        fail("the echo server did not start");
    }
    socket_is_ours = 1;

    int r;
    if ((r = uv_loop_init(&loop)) < 0) fail("uv_loop_init: %s", uv_strerror(r));
    if ((r = uv_pipe_init(&loop, &client, 0)) < 0) fail("uv_pipe_init: %s", uv_strerror(r));
    if ((r = uv_timer_init(&loop, &watchdog)) < 0) fail("uv_timer_init: %s", uv_strerror(r));
    if ((r = uv_timer_start(&watchdog, on_watchdog, WATCHDOG_MS, WATCHDOG_MS)) < 0)
        fail("uv_timer_start: %s", uv_strerror(r));
    uv_pipe_connect(&connect_request, &client, socket_path, on_connect);
    uv_run(&loop, UV_RUN_DEFAULT);
    if (completed != round_trips)
        fail("the loop stopped after %" PRIu64 " of %" PRIu64 " round trips", completed, round_trips);

    double seconds = (double)(end_ns - start_ns) / 1e9;
    printf("raw libuv: %" PRIu64 " round trips in %.4f s = %.0f round trips/s\n", round_trips, seconds,
           seconds > 0 ? (double)round_trips / seconds : 0.0);
    if (fflush(stdout) != 0) fail("cannot write the result: %s", strerror(errno));

    /* Kill and reap the echo server, remove its socket, close the loop. */
    pid_t pid = child_pid;
    child_pid = -1;
    int status;
    if (kill(pid, SIGTERM) < 0 && errno != ESRCH) fail("kill: %s", strerror(errno));
    while (waitpid(pid, &status, 0) < 0) {
        if (errno != EINTR) fail("waitpid: %s", strerror(errno));
    }
    /* It either saw our EOF and exited 0, or took the SIGTERM. */
    int clean = (WIFEXITED(status) && WEXITSTATUS(status) == 0) || (WIFSIGNALED(status) && WTERMSIG(status) == SIGTERM);
    if (unlink(socket_path) < 0 && errno != ENOENT) fail("cannot remove %s: %s", socket_path, strerror(errno));
    socket_is_ours = 0;
    if (!clean) {
        if (WIFEXITED(status)) fail("the echo server exited with status %d", WEXITSTATUS(status));
        fail("the echo server died of signal %d", WTERMSIG(status));
    }
    if ((r = uv_loop_close(&loop)) != 0) fail("uv_loop_close: %s", uv_strerror(r));
    return 0;
}
