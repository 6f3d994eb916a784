#if defined(__linux__) && defined(__LP64__)
// dl_iterate_phdr, for CodeIdentity (the loaded objects' build IDs). <link.h> declares it only
// under _GNU_SOURCE, which this module cannot define (the C library's modules are built without
// it, and their types must agree), so it is declared here, with the first fields of struct
// dl_phdr_info (the ones read; the layout dl_iterate_phdr(3) documents, later fields appended).
#include <elf.h>
#include <stddef.h>
struct sbrender_dl_phdr_info {
    Elf64_Addr dlpi_addr;
    const char *dlpi_name;
    const Elf64_Phdr *dlpi_phdr;
    Elf64_Half dlpi_phnum;
};
int dl_iterate_phdr(int (*callback)(struct sbrender_dl_phdr_info *info, size_t size, void *data), void *data);
#endif
#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
