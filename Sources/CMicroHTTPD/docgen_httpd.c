#include "docgen_httpd.h"

#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

struct MHD_Daemon *docgen_httpd_start(uint16_t port, MHD_AccessHandlerCallback handler, void *context,
                                      uint16_t *bound_port, int *error) {
    // Bind the socket here rather than inside libmicrohttpd, to report why binding failed.
    int fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0) { *error = errno; return NULL; }
    int yes = 1;
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
    struct sockaddr_in address;
    memset(&address, 0, sizeof address);
    address.sin_family = AF_INET;
    address.sin_port = htons(port);
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (bind(fd, (struct sockaddr *)&address, sizeof address) != 0 || listen(fd, 128) != 0) {
        *error = errno;
        close(fd);
        return NULL;
    }
    socklen_t length = sizeof address;
    getsockname(fd, (struct sockaddr *)&address, &length);
    *bound_port = ntohs(address.sin_port);
    struct MHD_Daemon *daemon = MHD_start_daemon(
        MHD_USE_THREAD_PER_CONNECTION | MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_POLL,
        0, NULL, NULL, handler, context,
        MHD_OPTION_LISTEN_SOCKET, fd,
        MHD_OPTION_CONNECTION_LIMIT, (unsigned int)256,
        MHD_OPTION_CONNECTION_TIMEOUT, (unsigned int)120,
        MHD_OPTION_END);
    if (daemon == NULL) {
        *error = errno ? errno : EINVAL;
        close(fd);
    }
    return daemon;
}

void docgen_httpd_stop(struct MHD_Daemon *daemon) {
    MHD_socket fd = MHD_quiesce_daemon(daemon);
    MHD_stop_daemon(daemon);
    if (fd != MHD_INVALID_SOCKET) close(fd);
}
