#include "docgen_httpd.h"

#include <arpa/inet.h>
#include <dlfcn.h>
#include <errno.h>
#include <netinet/in.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

// The functions used, typed from the header so a signature cannot drift from the library's.
static struct {
    __typeof__(&MHD_start_daemon) start_daemon;
    __typeof__(&MHD_quiesce_daemon) quiesce_daemon;
    __typeof__(&MHD_stop_daemon) stop_daemon;
    __typeof__(&MHD_lookup_connection_value) lookup_connection_value;
    __typeof__(&MHD_create_response_from_buffer) create_response_from_buffer;
    __typeof__(&MHD_create_response_from_callback) create_response_from_callback;
    __typeof__(&MHD_add_response_header) add_response_header;
    __typeof__(&MHD_queue_response) queue_response;
    __typeof__(&MHD_destroy_response) destroy_response;
} mhd;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static char load_error[512];

static void load(void) {
    // The Debian package's soname first (libmicrohttpd12), then the development symlink.
    void *library = dlopen("libmicrohttpd.so.12", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) library = dlopen("libmicrohttpd.so", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        snprintf(load_error, sizeof load_error, "%s", dlerror());
        return;
    }
#define DOCGEN_LOAD(name)                                                           \
    *(void **)&mhd.name = dlsym(library, "MHD_" #name);                             \
    if (mhd.name == NULL) {                                                         \
        snprintf(load_error, sizeof load_error, "libmicrohttpd has no MHD_%s", #name); \
        return;                                                                     \
    }
    DOCGEN_LOAD(start_daemon)
    DOCGEN_LOAD(quiesce_daemon)
    DOCGEN_LOAD(stop_daemon)
    DOCGEN_LOAD(lookup_connection_value)
    DOCGEN_LOAD(create_response_from_buffer)
    DOCGEN_LOAD(create_response_from_callback)
    DOCGEN_LOAD(add_response_header)
    DOCGEN_LOAD(queue_response)
    DOCGEN_LOAD(destroy_response)
#undef DOCGEN_LOAD
}

int docgen_httpd_load(char *message, size_t size) {
    pthread_once(&load_once, load);
    if (load_error[0] == '\0') return 0;
    if (size > 0) snprintf(message, size, "%s", load_error);
    return -1;
}

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
    struct MHD_Daemon *daemon = mhd.start_daemon(
        MHD_USE_THREAD_PER_CONNECTION | MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_POLL,
        0, NULL, NULL, handler, context,
        MHD_OPTION_LISTEN_SOCKET, fd,
        // A thread per connection, up to 1024; one client (an address) may hold at most 768,
        // and a connection that sends nothing for 10 s is closed, so slow or stuck clients
        // cannot take every slot. Live-reload streams have a cap of their own (PreviewServer).
        MHD_OPTION_CONNECTION_LIMIT, (unsigned int)DOCGEN_HTTPD_CONNECTIONS,
        MHD_OPTION_PER_IP_CONNECTION_LIMIT, (unsigned int)DOCGEN_HTTPD_CONNECTIONS_PER_CLIENT,
        MHD_OPTION_CONNECTION_TIMEOUT, (unsigned int)10,
        MHD_OPTION_END);
    if (daemon == NULL) {
        *error = errno ? errno : EINVAL;
        close(fd);
    }
    return daemon;
}

void docgen_httpd_stop(struct MHD_Daemon *daemon) {
    MHD_socket fd = mhd.quiesce_daemon(daemon);
    mhd.stop_daemon(daemon);
    if (fd != MHD_INVALID_SOCKET) close(fd);
}

const char *docgen_httpd_lookup_connection_value(struct MHD_Connection *connection, enum MHD_ValueKind kind,
                                                 const char *key) {
    return mhd.lookup_connection_value(connection, kind, key);
}

struct MHD_Response *docgen_httpd_create_response_from_buffer(size_t size, void *buffer,
                                                              enum MHD_ResponseMemoryMode mode) {
    return mhd.create_response_from_buffer(size, buffer, mode);
}

struct MHD_Response *docgen_httpd_create_response_from_callback(uint64_t size, size_t block_size,
                                                                MHD_ContentReaderCallback reader, void *context,
                                                                MHD_ContentReaderFreeCallback release) {
    return mhd.create_response_from_callback(size, block_size, reader, context, release);
}

enum MHD_Result docgen_httpd_add_response_header(struct MHD_Response *response, const char *name, const char *value) {
    return mhd.add_response_header(response, name, value);
}

enum MHD_Result docgen_httpd_queue_response(struct MHD_Connection *connection, unsigned int status,
                                            struct MHD_Response *response) {
    return mhd.queue_response(connection, status, response);
}

void docgen_httpd_destroy_response(struct MHD_Response *response) {
    mhd.destroy_response(response);
}
