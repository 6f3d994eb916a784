#if defined(__linux__)
// glibc's allocator tuning (mallopt); part of the C library, nothing to link. (musl has the
// header too, without mallopt: MemoryTuning calls it only under Glibc.)
#include <malloc.h>

// Linux's syncfs (one flush of a file system, for a whole frame sequence): <unistd.h> declares it
// only under _GNU_SOURCE, which the Glibc module is not built with.
int syncfs(int fd);
#endif
// Elsewhere (a Mac: no <malloc.h>, no syncfs) the module is empty; FileBytes flushes each file
// with fsync there, and MemoryTuning leaves the allocator as it is.
