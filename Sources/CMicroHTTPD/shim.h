#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <microhttpd.h>

/// `MHD_start_daemon` is variadic, which Swift cannot call: this passes the options quest uses. The daemon serves on
/// its own thread from `listen_socket` (bound and listening already), and drops connections idle for 30 seconds.
static inline struct MHD_Daemon *quest_mhd_start(MHD_socket listen_socket, MHD_AccessHandlerCallback handler, void *context) {
    return MHD_start_daemon(MHD_USE_AUTO_INTERNAL_THREAD, 0, NULL, NULL, handler, context,
                            MHD_OPTION_LISTEN_SOCKET, listen_socket,
                            MHD_OPTION_CONNECTION_TIMEOUT, (unsigned int)30,
                            MHD_OPTION_END);
}
