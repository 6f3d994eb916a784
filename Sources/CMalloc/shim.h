// glibc's allocator tuning (mallopt); part of the C library, nothing to link.
#include <malloc.h>

// glibc's syncfs (one flush of a file system, for a whole frame sequence): <unistd.h> declares it
// only under _GNU_SOURCE, which the Glibc module is not built with.
int syncfs(int fd);
