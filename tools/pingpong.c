/*
 * pingpong: a raw libuv ping-pong over a Unix domain socket, the baseline for
 * imsim's relay round trips (tools/bench).
 *
 * Usage: pingpong ROUND_TRIPS SOCKET_PATH
 *        pingpong --relay ROUND_TRIPS SOCKET_PATH
 *
 * Direct mode (the default):
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
 * Relay mode (--relay) has the topology of `imsim bench --round-trips`: the
 * child is a minimal forwarder that accepts two connections and writes each
 * frame it reads from one to the other (it parses the length prefixes, so split
 * and merged reads are fine). The parent runs two clients, A and B, on ONE loop:
 * A sends a ping frame, the relay forwards it to B, B answers with a pong, the
 * relay forwards that to A, and A sends the next ping once the pong is back:
 * 4 socket hops and 2 relay wake-ups per round trip. Frames carry imsim's
 * binary envelope for PhoneToRelay.ping/pong: 4-byte big-endian length, then
 * kind (2 = ping, 3 = pong), a 1-byte name length, the name ("B" for pings,
 * "A" for pongs) and a 4-byte big-endian sequence: 11 bytes in all. Every ping
 * (at B) and pong (at A) is checked byte for byte. One untimed warm-up round
 * trip (sequence 0) comes first, so that connecting and accepting are not
 * timed (imsim's benchmark starts its clock once both phones are connected),
 * then ROUND_TRIPS timed ones. It prints exactly one line on stdout:
 *
 *     raw libuv via relay: N round trips in S.SSSS s = R round trips/s
 *
 * then shuts down the same way (closing A and B makes the relay exit 0).
 *
 * Build: cc -O2 -Wall -Wextra -o pingpong pingpong.c $(pkg-config --cflags --libs libuv)
 */
#include <errno.h>
#include <inttypes.h>
#include <limits.h>
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

static pid_t child_pid = -1;           /* parent only: the echo server or relay */
static const char *child_role = "echo server";  /* "relay" in relay mode */
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
    fprintf(stderr, "pingpong (%s): ", child_role);
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

/* The child: listen at socket_path, hand connections to `on_connection`, run
 * the loop until it has nothing left to do. */
static void run_child(int ready_fd, uv_connection_cb on_connection) {
    int r;
#ifdef __linux__
    prctl(PR_SET_PDEATHSIG, SIGKILL);    /* never outlive the parent */
#endif
    if ((r = uv_loop_init(&server_loop)) < 0) child_fail("uv_loop_init: %s", uv_strerror(r));
    if ((r = uv_pipe_init(&server_loop, &server, 0)) < 0) child_fail("uv_pipe_init: %s", uv_strerror(r));
    if ((r = uv_pipe_bind(&server, socket_path)) < 0)
        child_fail("cannot bind %s: %s", socket_path, uv_strerror(r));
    if ((r = uv_listen((uv_stream_t *)&server, 16, on_connection)) < 0)
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

/* -------------------------------------------------------- frame assembly */

/* Reassembles length-prefixed frames from a byte stream, however the reads
 * split or merge them. */
typedef struct {
    unsigned char data[4 + MAX_FRAME];
    size_t length;                       /* bytes of the current frame so far */
} assembler;

static size_t frame_size_of(const unsigned char *prefix) {
    return 4 + (((size_t)prefix[0] << 24) | ((size_t)prefix[1] << 16) | ((size_t)prefix[2] << 8) | prefix[3]);
}

typedef void (*frame_handler)(void *context, const unsigned char *frame, size_t size);

/* Feeds `count` bytes to `a`; calls `on_frame` for each frame they complete (the
 * frame is only valid during the call). Returns 0, or -1 if a length prefix
 * claims more than MAX_FRAME bytes. */
static int assemble(assembler *a, const char *bytes, size_t count, frame_handler on_frame, void *context) {
    while (count > 0) {
        size_t want = a->length < 4 ? 4 - a->length : frame_size_of(a->data) - a->length;
        size_t take = want < count ? want : count;
        memcpy(a->data + a->length, bytes, take);
        a->length += take;
        bytes += take;
        count -= take;
        if (a->length < 4) continue;     /* length prefix still split */
        size_t size = frame_size_of(a->data);
        if (size > sizeof a->data) return -1;
        if (a->length == size) {
            a->length = 0;
            on_frame(context, a->data, size);
        }
    }
    return 0;
}

/* ---------------------------------------------------------------- relay */

typedef struct {
    uv_pipe_t pipe;                      /* first member: a relay_peer * is a uv_pipe_t * */
    int index;                           /* 0 or 1; frames go to the other one */
    assembler incoming;
} relay_peer;

typedef struct {
    uv_write_t request;                  /* first member: freed through it */
    unsigned char data[];
} forward_chunk;

static relay_peer relay_peers[2];
static int relay_peer_count;
static char relay_read_buffer[READ_BUFFER_SIZE];

static void relay_shutdown(void) {
    for (int i = 0; i < relay_peer_count; i++) {
        if (!uv_is_closing((uv_handle_t *)&relay_peers[i].pipe))
            uv_close((uv_handle_t *)&relay_peers[i].pipe, on_server_close);
    }
    if (!uv_is_closing((uv_handle_t *)&server)) uv_close((uv_handle_t *)&server, on_server_close);
}

static void relay_alloc(uv_handle_t *handle, size_t suggested, uv_buf_t *buf) {
    (void)handle;
    (void)suggested;
    *buf = uv_buf_init(relay_read_buffer, sizeof relay_read_buffer);
}

static void relay_written(uv_write_t *request, int status) {
    free((forward_chunk *)request);
    if (status < 0 && status != UV_ECANCELED) child_fail("write: %s", uv_strerror(status));
}

/* One whole frame from `context` (a relay_peer): write a copy to the other peer. */
static void relay_forward(void *context, const unsigned char *frame, size_t size) {
    relay_peer *to = &relay_peers[1 - ((relay_peer *)context)->index];
    forward_chunk *chunk = malloc(sizeof *chunk + size);
    if (chunk == NULL) child_fail("out of memory");
    memcpy(chunk->data, frame, size);
    uv_buf_t out = uv_buf_init((char *)chunk->data, (unsigned int)size);
    int r = uv_write(&chunk->request, (uv_stream_t *)&to->pipe, &out, 1, relay_written);
    if (r < 0) child_fail("write: %s", uv_strerror(r));
}

static void relay_read(uv_stream_t *stream, ssize_t nread, const uv_buf_t *buf) {
    relay_peer *peer = (relay_peer *)stream;
    if (nread == UV_EOF) {
        relay_shutdown();                /* a client is done: stop relaying */
        return;
    }
    if (nread < 0) child_fail("read: %s", uv_strerror((int)nread));
    if (assemble(&peer->incoming, buf->base, (size_t)nread, relay_forward, peer) < 0)
        child_fail("protocol error: a frame claims more than %d bytes", MAX_FRAME);
}

/* Accept two clients; start reading only once both are there (frames sent
 * earlier wait in the kernel), so every frame has somewhere to go. */
static void on_relay_connection(uv_stream_t *listener, int status) {
    if (status < 0) child_fail("listen: %s", uv_strerror(status));
    if (relay_peer_count == 2) return;  /* two clients only; leave others unaccepted */
    relay_peer *peer = &relay_peers[relay_peer_count];
    int r = uv_pipe_init(&server_loop, &peer->pipe, 0);
    if (r < 0) child_fail("uv_pipe_init: %s", uv_strerror(r));
    peer->index = relay_peer_count++;
    if ((r = uv_accept(listener, (uv_stream_t *)&peer->pipe)) < 0) child_fail("accept: %s", uv_strerror(r));
    if (relay_peer_count < 2) return;
    for (int i = 0; i < 2; i++) {
        if ((r = uv_read_start((uv_stream_t *)&relay_peers[i].pipe, relay_alloc, relay_read)) < 0)
            child_fail("read start: %s", uv_strerror(r));
    }
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

/* --------------------------------------------------- clients via relay */

#define PING_KIND 2                      /* PhoneToRelay.ping(to:sequence:) */
#define PONG_KIND 3                      /* PhoneToRelay.pong(to:sequence:) */
#define ENVELOPE_SIZE 7                  /* kind, name length, 1-byte name, 4-byte sequence */
#define ENVELOPE_FRAME_SIZE (4 + ENVELOPE_SIZE)

typedef struct {
    uv_pipe_t pipe;
    uv_connect_t connect_request;
    uv_write_t write_request;
    const char *name;
    int write_in_flight;
    unsigned char outgoing[ENVELOPE_FRAME_SIZE];   /* the frame being written */
    assembler incoming;
} relay_client;

static relay_client client_a = {.name = "A"}, client_b = {.name = "B"};
static int clients_connected;
static uint64_t pongs_received;          /* at A, the warm-up included; also the next ping's sequence */
static uint64_t pings_received;          /* at B */
static int pong_pending;                 /* A: a ping is out and its pong not back yet */
static int pong_owed;                    /* B: a ping arrived and its pong is not written yet */
static unsigned char expected_pong[ENVELOPE_FRAME_SIZE];

static void build_envelope_frame(unsigned char *out, unsigned char kind, char name, uint64_t sequence) {
    uint32_t wire_sequence = (uint32_t)sequence;  /* wraps like a UInt32 would, past 2^32 */
    out[0] = 0;
    out[1] = 0;
    out[2] = 0;
    out[3] = ENVELOPE_SIZE;
    out[4] = kind;
    out[5] = 1;
    out[6] = (unsigned char)name;
    out[7] = (unsigned char)(wire_sequence >> 24);
    out[8] = (unsigned char)(wire_sequence >> 16);
    out[9] = (unsigned char)(wire_sequence >> 8);
    out[10] = (unsigned char)wire_sequence;
}

static void relay_finish(void) {
    end_ns = uv_hrtime();
    uv_close((uv_handle_t *)&watchdog, on_close);
    uv_close((uv_handle_t *)&client_a.pipe, on_close);  /* the relay sees EOF and exits */
    uv_close((uv_handle_t *)&client_b.pipe, on_close);
}

static void on_a_written(uv_write_t *request, int status);

static void send_ping(void) {
    build_envelope_frame(client_a.outgoing, PING_KIND, 'B', pongs_received);
    build_envelope_frame(expected_pong, PONG_KIND, 'A', pongs_received);
    uv_buf_t buf = uv_buf_init((char *)client_a.outgoing, ENVELOPE_FRAME_SIZE);
    client_a.write_in_flight = 1;
    pong_pending = 1;
    int r = uv_write(&client_a.write_request, (uv_stream_t *)&client_a.pipe, &buf, 1, on_a_written);
    if (r < 0) fail("write (A): %s", uv_strerror(r));
}

/* A sends the next ping once the pong is back and the previous write request
 * has been handed back (so it and the frame buffer can be reused). */
static void a_maybe_continue(void) {
    if (client_a.write_in_flight || pong_pending) return;
    if (pongs_received == round_trips + 1) relay_finish();  /* + 1: the warm-up */
    else send_ping();
}

static void on_a_written(uv_write_t *request, int status) {
    (void)request;
    if (status < 0) fail("write (A): %s", uv_strerror(status));
    client_a.write_in_flight = 0;
    a_maybe_continue();
}

static void on_a_frame(void *context, const unsigned char *frame, size_t size) {
    (void)context;
    if (!pong_pending) fail("protocol error: A got a %zu-byte frame while no ping was out", size);
    if (size != ENVELOPE_FRAME_SIZE || memcmp(frame, expected_pong, ENVELOPE_FRAME_SIZE) != 0)
        fail("protocol error: A got something else than the pong of ping %" PRIu64, pongs_received);
    pong_pending = 0;
    if (pongs_received++ == 0) start_ns = uv_hrtime();  /* the warm-up is back: start the clock */
    else completed++;
    a_maybe_continue();
}

static void on_b_written(uv_write_t *request, int status);

/* B writes the pong it owes once its previous write request is handed back. */
static void b_maybe_answer(void) {
    if (client_b.write_in_flight || !pong_owed) return;
    build_envelope_frame(client_b.outgoing, PONG_KIND, 'A', pings_received - 1);
    uv_buf_t buf = uv_buf_init((char *)client_b.outgoing, ENVELOPE_FRAME_SIZE);
    pong_owed = 0;
    client_b.write_in_flight = 1;
    int r = uv_write(&client_b.write_request, (uv_stream_t *)&client_b.pipe, &buf, 1, on_b_written);
    if (r < 0) fail("write (B): %s", uv_strerror(r));
}

static void on_b_written(uv_write_t *request, int status) {
    (void)request;
    if (status < 0) fail("write (B): %s", uv_strerror(status));
    client_b.write_in_flight = 0;
    b_maybe_answer();
}

static void on_b_frame(void *context, const unsigned char *frame, size_t size) {
    (void)context;
    unsigned char expected[ENVELOPE_FRAME_SIZE];
    build_envelope_frame(expected, PING_KIND, 'B', pings_received);
    if (size != ENVELOPE_FRAME_SIZE || memcmp(frame, expected, ENVELOPE_FRAME_SIZE) != 0)
        fail("protocol error: B got something else than ping %" PRIu64, pings_received);
    if (pong_owed) fail("protocol error: B got ping %" PRIu64 " before it answered the previous one", pings_received);
    pings_received++;
    pong_owed = 1;
    b_maybe_answer();
}

static void on_relay_client_read(uv_stream_t *stream, ssize_t nread, const uv_buf_t *buf) {
    relay_client *c = (relay_client *)stream;  /* pipe is the first member */
    if (nread == UV_EOF)
        fail("the relay closed connection %s after %" PRIu64 " round trips", c->name, completed);
    if (nread < 0) fail("read (%s): %s", c->name, uv_strerror((int)nread));
    if (assemble(&c->incoming, buf->base, (size_t)nread, c == &client_a ? on_a_frame : on_b_frame, c) < 0)
        fail("protocol error: %s got a frame claiming more than %d bytes", c->name, MAX_FRAME);
}

static void on_relay_client_connect(uv_connect_t *request, int status) {
    relay_client *c = request->data;
    if (status < 0) fail("cannot connect %s to %s: %s", c->name, socket_path, uv_strerror(status));
    int r = uv_read_start((uv_stream_t *)&c->pipe, on_alloc, on_relay_client_read);
    if (r < 0) fail("read start (%s): %s", c->name, uv_strerror(r));
    if (++clients_connected == 2) a_maybe_continue();  /* sends the warm-up ping */
}

static void on_relay_watchdog(uv_timer_t *timer) {
    (void)timer;
    if (pongs_received == completed_at_last_check)
        fail("no progress for %d ms (stuck at %" PRIu64 " of %" PRIu64 " round trips, %s)", WATCHDOG_MS, completed,
             round_trips, pongs_received == 0 ? "the warm-up not back" : "after the warm-up");
    completed_at_last_check = pongs_received;
}

static void connect_relay_client(relay_client *c) {
    int r = uv_pipe_init(&loop, &c->pipe, 0);
    if (r < 0) fail("uv_pipe_init: %s", uv_strerror(r));
    c->connect_request.data = c;
    uv_pipe_connect(&c->connect_request, &c->pipe, socket_path, on_relay_client_connect);
}

/* ----------------------------------------------------------------- main */

static void usage(void) {
    fputs("usage: pingpong ROUND_TRIPS SOCKET_PATH\n"
          "       pingpong --relay ROUND_TRIPS SOCKET_PATH\n"
          "  --relay      clients A and B in this process, ping-ponging through a forked relay\n"
          "               (default: one client and a forked echo server)\n"
          "  ROUND_TRIPS  positive number of framed round trips\n"
          "  SOCKET_PATH  Unix socket path to create for the echo server or relay (must not exist)\n",
          stderr);
    exit(2);
}

int main(int argc, char **argv) {
    int relay_mode = argc > 1 && strcmp(argv[1], "--relay") == 0;
    int first = relay_mode ? 2 : 1;
    if (argc != first + 2) usage();
    const char *count = argv[first];
    char *end;
    errno = 0;
    unsigned long long parsed = strtoull(count, &end, 10);
    if (errno != 0 || end == count || *end != '\0' || count[0] == '-' || parsed == 0 || parsed == ULLONG_MAX) {
        fprintf(stderr, "pingpong: ROUND_TRIPS must be a positive integer, not '%s'\n", count);
        usage();
    }
    round_trips = parsed;
    socket_path = argv[first + 1];
    if (socket_path[0] == '\0' || strlen(socket_path) >= sizeof(((struct sockaddr_un *)0)->sun_path)) {
        fprintf(stderr, "pingpong: SOCKET_PATH must be 1 to %zu bytes long\n",
                sizeof(((struct sockaddr_un *)0)->sun_path) - 1);
        usage();
    }
    if (relay_mode) child_role = "relay";
    signal(SIGPIPE, SIG_IGN);  /* a dead peer shows up as EPIPE, not a silent death */

    int ready[2];
    if (pipe(ready) < 0) fail("pipe: %s", strerror(errno));
    fflush(NULL);
    child_pid = fork();
    if (child_pid < 0) fail("fork: %s", strerror(errno));
    if (child_pid == 0) {
        close(ready[0]);
        run_child(ready[1], relay_mode ? on_relay_connection : on_server_connection);  /* does not return */
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
        fail("the %s did not start", child_role);
    }
    socket_is_ours = 1;

    int r;
    if ((r = uv_loop_init(&loop)) < 0) fail("uv_loop_init: %s", uv_strerror(r));
    if ((r = uv_timer_init(&loop, &watchdog)) < 0) fail("uv_timer_init: %s", uv_strerror(r));
    if ((r = uv_timer_start(&watchdog, relay_mode ? on_relay_watchdog : on_watchdog, WATCHDOG_MS, WATCHDOG_MS)) < 0)
        fail("uv_timer_start: %s", uv_strerror(r));
    if (relay_mode) {
        connect_relay_client(&client_a);
        connect_relay_client(&client_b);
    } else {
        if ((r = uv_pipe_init(&loop, &client, 0)) < 0) fail("uv_pipe_init: %s", uv_strerror(r));
        uv_pipe_connect(&connect_request, &client, socket_path, on_connect);
    }
    uv_run(&loop, UV_RUN_DEFAULT);
    if (completed != round_trips)
        fail("the loop stopped after %" PRIu64 " of %" PRIu64 " round trips", completed, round_trips);

    double seconds = (double)(end_ns - start_ns) / 1e9;
    printf("%s: %" PRIu64 " round trips in %.4f s = %.0f round trips/s\n", relay_mode ? "raw libuv via relay" : "raw libuv",
           round_trips, seconds, seconds > 0 ? (double)round_trips / seconds : 0.0);
    if (fflush(stdout) != 0) fail("cannot write the result: %s", strerror(errno));

    /* Kill and reap the child, remove its socket, close the loop. */
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
        if (WIFEXITED(status)) fail("the %s exited with status %d", child_role, WEXITSTATUS(status));
        fail("the %s died of signal %d", child_role, WTERMSIG(status));
    }
    if ((r = uv_loop_close(&loop)) != 0) fail("uv_loop_close: %s", uv_strerror(r));
    return 0;
}
