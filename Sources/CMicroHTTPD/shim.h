#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <microhttpd.h>

// libmicrohttpd is loaded with dlopen(3) when `quest serve` first starts a daemon, not linked: linked, it and GnuTLS
// (its dependency, which brings p11-kit and seven more libraries and initialises itself when loaded) cost every quest
// command 3.5 ms of start-up (measured: a Foundation program 10.4 ms with quest's other libraries, 13.9 ms with
// libmicrohttpd too), and only `serve` uses it. systemd loads its optional libraries the same way. The header still
// gives every type and constant, so the calls below are type-checked against the library's own declarations.

struct quest_mhd_functions {
    __typeof__(&MHD_start_daemon) start_daemon;
    __typeof__(&MHD_stop_daemon) stop_daemon;
    __typeof__(&MHD_create_response_from_buffer) create_response_from_buffer;
    __typeof__(&MHD_destroy_response) destroy_response;
    __typeof__(&MHD_add_response_header) add_response_header;
    __typeof__(&MHD_queue_response) queue_response;
};

// The loaded functions and why loading failed, in a function's statics: Swift emits a header's functions, not its
// variables.
struct quest_mhd_state {
    pthread_once_t once;
    struct quest_mhd_functions functions;
    const char *failure;
};

static inline struct quest_mhd_state *quest_mhd_state(void) {
    static struct quest_mhd_state state = {PTHREAD_ONCE_INIT, {0}, NULL};
    return &state;
}

static inline void quest_mhd_load(void) {
    // The soname Debian 12 ships, then the development symbolic link (libmicrohttpd-dev, which setup.sh installs).
    void *library = dlopen("libmicrohttpd.so.12", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) library = dlopen("libmicrohttpd.so", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        quest_mhd_state()->failure = dlerror();
        return;
    }
    struct quest_mhd_functions found = {
        (__typeof__(&MHD_start_daemon))dlsym(library, "MHD_start_daemon"),
        (__typeof__(&MHD_stop_daemon))dlsym(library, "MHD_stop_daemon"),
        (__typeof__(&MHD_create_response_from_buffer))dlsym(library, "MHD_create_response_from_buffer"),
        (__typeof__(&MHD_destroy_response))dlsym(library, "MHD_destroy_response"),
        (__typeof__(&MHD_add_response_header))dlsym(library, "MHD_add_response_header"),
        (__typeof__(&MHD_queue_response))dlsym(library, "MHD_queue_response"),
    };
    if (!found.start_daemon || !found.stop_daemon || !found.create_response_from_buffer || !found.destroy_response
        || !found.add_response_header || !found.queue_response) {
        quest_mhd_state()->failure = "libmicrohttpd lacks a function quest calls";
        return;
    }
    quest_mhd_state()->functions = found;
}

/// Why libmicrohttpd could not be loaded (after `quest_mhd_start` returned NULL), or NULL when it was.
static inline const char *quest_mhd_load_failure(void) {
    pthread_once(&quest_mhd_state()->once, quest_mhd_load);
    return quest_mhd_state()->failure;
}

/// `MHD_start_daemon` is variadic, which Swift cannot call: this passes the options quest uses. The daemon serves on
/// its own thread from `listen_socket` (bound and listening already), and drops connections idle for 30 seconds.
/// NULL when libmicrohttpd cannot be loaded (`quest_mhd_load_failure` says why) or the daemon cannot start.
static inline struct MHD_Daemon *quest_mhd_start(MHD_socket listen_socket, MHD_AccessHandlerCallback handler, void *context) {
    if (quest_mhd_load_failure() != NULL) return NULL;
    return quest_mhd_state()->functions.start_daemon(MHD_USE_AUTO_INTERNAL_THREAD, 0, NULL, NULL, handler, context,
                                                     MHD_OPTION_LISTEN_SOCKET, listen_socket,
                                                     MHD_OPTION_CONNECTION_TIMEOUT, (unsigned int)30,
                                                     MHD_OPTION_END);
}

// The calls below are made only with a daemon `quest_mhd_start` returned, so the library is loaded.

static inline void quest_mhd_stop(struct MHD_Daemon *daemon) {
    quest_mhd_state()->functions.stop_daemon(daemon);
}

static inline struct MHD_Response *quest_mhd_response(size_t size, void *buffer, enum MHD_ResponseMemoryMode mode) {
    return quest_mhd_state()->functions.create_response_from_buffer(size, buffer, mode);
}

static inline void quest_mhd_destroy_response(struct MHD_Response *response) {
    quest_mhd_state()->functions.destroy_response(response);
}

static inline enum MHD_Result quest_mhd_add_header(struct MHD_Response *response, const char *header, const char *content) {
    return quest_mhd_state()->functions.add_response_header(response, header, content);
}

static inline enum MHD_Result quest_mhd_queue(struct MHD_Connection *connection, unsigned int status, struct MHD_Response *response) {
    return quest_mhd_state()->functions.queue_response(connection, status, response);
}
