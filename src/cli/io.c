/*
 * io.c: reading inputs, writing outputs atomically, printing diagnostics.
 */
#if defined(__linux__) && !defined(_GNU_SOURCE)
#define _GNU_SOURCE /* renameat2 (replace_output) */
#endif
#include <errno.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <fcntl.h>
#include <sys/stat.h>
#if defined(__unix__) || defined(__APPLE__)
#include <sys/mman.h>
#define CLI_HAVE_MMAP 1
#endif
#if defined(__linux__) && !defined(RENAME_EXCHANGE)
/* A C library without renameat2 (musl 1.2.3): the system call itself. */
#include <sys/syscall.h>
#include <unistd.h>
#ifdef SYS_renameat2
#define RENAME_EXCHANGE (1 << 1) /* <linux/fs.h> */
static int renameat2(int olddir, const char *from, int newdir, const char *to, unsigned flags)
{
    return (int)syscall(SYS_renameat2, olddir, from, newdir, to, flags);
}
#endif
#endif
#include <unistd.h>

#include "cli.h"

static const char *const prog = "rootsig";

void cli_usage_error(const char *fmt, const char *arg)
{
    fprintf(stderr, "%s: ", prog);
    fprintf(stderr, fmt, arg);
    fprintf(stderr, "\nTry '%s --help'.\n", prog);
}

const char *cli_input_name(const char *path)
{
    return strcmp(path, "-") == 0 ? "<stdin>" : path;
}

static int read_stream(FILE *f, const char *name, cli_blob *out)
{
    size_t cap = 1 << 16, len = 0;
    /* A regular file is read into a buffer of its size (plus one byte to see the end). */
    struct stat st;
    if (fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0 &&
        (uintmax_t)st.st_size < SIZE_MAX / 2)
        cap = (size_t)st.st_size + 1;
    char *buf = malloc(cap);
    if (buf == NULL) {
        fprintf(stderr, "%s: out of memory reading %s\n", prog, name);
        return CLI_EXIT_USAGE;
    }
    for (;;) {
        if (len == cap) {
            char *nb = cap > SIZE_MAX / 2 ? NULL : realloc(buf, cap * 2);
            if (nb == NULL) {
                free(buf);
                fprintf(stderr, "%s: out of memory reading %s\n", prog, name);
                return CLI_EXIT_USAGE;
            }
            buf = nb;
            cap *= 2;
        }
        size_t n = fread(buf + len, 1, cap - len, f);
        len += n;
        if (n == 0) {
            if (ferror(f)) {
                fprintf(stderr, "%s: cannot read %s: %s\n", prog, name, strerror(errno));
                free(buf);
                return CLI_EXIT_USAGE;
            }
            break;
        }
    }
    buf[len] = 0; /* room was kept: the library reads the text in place (text_terminated) */
    out->data = buf;
    out->len = len;
    return CLI_EXIT_OK;
}

/*
 * The regular files this process has read, by device and inode: an output
 * that replaces one of them (an in-place `splice -o INPUT`, `strip -o INPUT`)
 * replaces the user's own data and is flushed before the rename; any other
 * output is a build product and is not (cli_write_output). A command reads
 * a handful of inputs; past INPUTS_SEEN, every replaced file is flushed.
 */
enum { INPUTS_SEEN = 64 };
static struct {
    dev_t dev;
    ino_t ino;
} inputs_seen[INPUTS_SEEN];
static size_t ninputs_seen;
static bool inputs_overflow;

static void note_input(const struct stat *st)
{
    if (ninputs_seen == INPUTS_SEEN) {
        inputs_overflow = true;
        return;
    }
    inputs_seen[ninputs_seen].dev = st->st_dev;
    inputs_seen[ninputs_seen].ino = st->st_ino;
    ninputs_seen++;
}

static void remember_input(FILE *f)
{
    struct stat st;
    if (fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode))
        note_input(&st);
}

/* Whether st is a file this process read as an input (or might have). */
static bool is_an_input(const struct stat *st)
{
    if (inputs_overflow)
        return true;
    for (size_t i = 0; i < ninputs_seen; i++)
        if (inputs_seen[i].dev == st->st_dev && inputs_seen[i].ino == st->st_ino)
            return true;
    return false;
}

int cli_read_input(const char *path, cli_blob *out)
{
    if (strcmp(path, "-") == 0)
        return read_stream(stdin, "standard input", out);
    FILE *f = fopen(path, "rb");
    if (f == NULL) {
        fprintf(stderr, "%s: cannot open %s: %s\n", prog, path, strerror(errno));
        return CLI_EXIT_USAGE;
    }
    remember_input(f);
    int rc = read_stream(f, path, out);
    fclose(f);
    return rc;
}

#ifdef CLI_HAVE_MMAP
/* The span of a mapping of len bytes and a NUL, in whole pages. */
static size_t span_of(size_t len, size_t page)
{
    return (len + 1 + page - 1) / page * page;
}
#endif

#if defined(CLI_HAVE_MMAP) && defined(MADV_HUGEPAGE)
enum { CLI_HUGE_PAGE = 2 * 1024 * 1024, CLI_READ_HUGE_MAX = 8 * 1024 * 1024 };

/* Is a setting of transparent huge pages (its file under /sys) other than [never]? */
static bool thp_setting_on(const char *path)
{
    char buf[128];
    int fd = open(path, O_RDONLY);
    if (fd < 0)
        return false;
    ssize_t n = read(fd, buf, sizeof buf - 1);
    close(fd);
    if (n <= 0)
        return false;
    buf[n] = 0;
    return strstr(buf, "[never]") == NULL;
}

/*
 * Does the kernel give huge pages to memory marked MADV_HUGEPAGE, and make
 * room for them when memory is fragmented? Without, the blocks would be
 * read into 4 KB pages: three times slower than mapping the file here.
 */
static bool huge_pages_on(void)
{
    return thp_setting_on("/sys/kernel/mm/transparent_hugepage/enabled") &&
           thp_setting_on("/sys/kernel/mm/transparent_hugepage/defrag");
}

/* Reads exactly len bytes of fd from off into p; false on error or end of file. */
static bool read_at(int fd, char *p, size_t len, off_t off)
{
    while (len) {
        ssize_t n = pread(fd, p, len, off);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        p += n;
        len -= (size_t)n;
        off += n;
    }
    return true;
}

/*
 * read_at of [0, len), shared out. The kernel's copy from the page cache
 * into a fresh huge page was a sixth of a 4 MB module's check (0.25 ms a
 * megabyte here); its pieces run at once. Up to twice a huge page: a piece
 * for each of the crew's workers and one for this thread, of 256 KB at
 * least, on 64 KB boundaries. Larger: a piece a huge page (p is aligned to
 * one), each taken by whichever thread is free. A huge page the host has
 * taken back (after another process freed it) costs it 2 to 5 ms to give
 * again, against 0.1: fixed halves of a 16 MB module waited 18 ms for the
 * thread that met them (docs/performance.md, twentieth round).
 */
typedef struct read_share {
    int fd;
    char *p;
    size_t len, piece, pieces;
    cli_count next;
    _Atomic bool failed;
} read_share;

static void read_pieces(void *arg)
{
    read_share *r = arg;
    for (size_t k; (k = cli_count_take(&r->next)) < r->pieces;) {
        size_t at = k * r->piece, end = k + 1 < r->pieces ? at + r->piece : r->len;
        if (!read_at(r->fd, r->p + at, end - at, (off_t)at))
            atomic_store(&r->failed, true);
    }
}

enum { READ_PIECE_MIN = 256 * 1024, READ_PIECE_ALIGN = 64 * 1024 };

static bool read_shared(cli_crew *crew, int fd, char *p, size_t len)
{
    size_t n = (size_t)cli_crew_size(crew) + 1;
    if (n > len / READ_PIECE_MIN)
        n = len / READ_PIECE_MIN;
    if (n < 2)
        return read_at(fd, p, len, 0);
    read_share r;
    memset(&r, 0, sizeof r);
    r.fd = fd;
    r.p = p;
    r.len = len;
    if (len >= 2 * CLI_HUGE_PAGE) {
        r.piece = CLI_HUGE_PAGE;
        r.pieces = (len + CLI_HUGE_PAGE - 1) / CLI_HUGE_PAGE;
    } else {
        r.piece = len / n / READ_PIECE_ALIGN * READ_PIECE_ALIGN;
        r.pieces = n;
    }
    if (n > r.pieces)
        n = r.pieces;
    int given[CLI_CREW_MAX + 1];
    for (size_t k = 1; k < n; k++)
        given[k] = cli_crew_give(crew, (unsigned)(k - 1), read_pieces, &r);
    read_pieces(&r);
    for (size_t k = 1; k < n; k++)
        if (given[k])
            cli_crew_wait(crew, (unsigned)(k - 1));
    return !atomic_load(&r.failed);
}

/*
 * A file of len bytes read into memory in huge pages: its whole 2 MB
 * blocks are read into memory aligned to 2 MB and marked MADV_HUGEPAGE,
 * and the rest is the file mapped right after them, so that the text is
 * contiguous. The NUL after it is the zeros of the file's last page, or of
 * the anonymous page kept after a file of whole pages. NULL if that cannot
 * be done (the caller maps the file).
 */
static char *read_huge(int fd, size_t len, size_t page, cli_crew *crew)
{
    size_t span = span_of(len, page), head = len / CLI_HUGE_PAGE * CLI_HUGE_PAGE;
    size_t tail = len - head;
    char *raw = mmap(NULL, span + CLI_HUGE_PAGE, PROT_READ | PROT_WRITE,
                     MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (raw == MAP_FAILED)
        return NULL;
    uintptr_t at = ((uintptr_t)raw + CLI_HUGE_PAGE - 1) & ~(uintptr_t)(CLI_HUGE_PAGE - 1);
    char *p = (char *)at;
    if (p > raw)
        munmap(raw, (size_t)(p - raw));
    if (raw + span + CLI_HUGE_PAGE > p + span)
        munmap(p + span, (size_t)(raw + span + CLI_HUGE_PAGE - (p + span)));
    /* the rest: the file's own pages, mapped a block at a time; the NUL: zeros after them */
    bool ok = madvise(p, head, MADV_HUGEPAGE) == 0 && read_shared(crew, fd, p, head) &&
              (tail == 0 || mmap(p + head, tail, PROT_READ, MAP_PRIVATE | MAP_FIXED, fd,
                                 (off_t)head) != MAP_FAILED);
    if (!ok) {
        munmap(p, span);
        return NULL;
    }
    return p;
}
#endif

/*
 * A module of 1.08 (on musl 1) to 8 MB checked alone: its text and the
 * context's memory in 2 MB huge pages (region_size). On one virtual machine
 * each 4 KB page that a process touches first cost 10 us or more, and a
 * 1 MB check touched about 240 of them (the text, the node table, the
 * diagnostics), a quarter of its time; a huge page is one fault. The peak
 * is about the same from 1.08 MB on; below, the one 2 MB page would put it
 * over 3 bytes a byte (region_size). From 4 MB on the library's own tables are in
 * huge pages already, but not the contexts that check the entries in
 * parts, nor their diagnostics: up to 8 MB the region made the check 1.08
 * to 1.12 times as fast, and the 6 MB one's peak 1.74 bytes a byte, not
 * 2.11 (eighteenth round); at 16 MB no faster, at 64 MB slower (0.9x).
 *
 * From 2 MB on the text is mapped instead, and the region is the work's
 * alone (region_size). Fresh huge pages are cheap only while they are
 * warm: on that virtual machine, once another process had freed much
 * memory (llvm-as-22 before each check, as the benchmark runs them) the
 * host took 2 to 5 ms to give each again, against 0.1, while the page
 * cache's pages, mapped, cost the same either way. A 4 MB check after
 * llvm-as-22 took 9.7 ms mapped against 14.6 read, a 6 MB one 12.7 against
 * 15.8; run after itself, 8.3 against 8.1 and 10.5 against 10.8
 * (twentieth round). Below 2 MB the text shares the one huge page with
 * the work: mapped beside it, a 1 MB check peaked at 3.44 bytes a byte.
 *
 * The context's allocator hands out the room after the text (or all of
 * it, the text mapped), from the bottom up, and malloc's memory once it
 * is full. A block given back is taken back only if it is the last one
 * handed out (the arena keeps its chunks for reuse and gives back few);
 * the page goes when the check is over. Atomic, for any thread the library or the caller lends the
 * context to.
 */
#if defined(CLI_HAVE_MMAP) && defined(MADV_HUGEPAGE)
struct cli_region {
    char *base;
    size_t cap;
    _Atomic size_t used;
    char *text; /* the file mapped (NULL: the text is read into the region) */
    size_t len;
};

enum { CLI_REGION_MIN = 1024 * 1024, CLI_REGION_MAX = 8 * 1024 * 1024, CLI_REGION_ALIGN = 16 };

static size_t region_round(size_t n)
{
    return (n + CLI_REGION_ALIGN - 1) & ~(size_t)(CLI_REGION_ALIGN - 1);
}

/*
 * The huge pages for a module of len bytes: those the text needs (none
 * where it is mapped), and one more while the work (about 0.7 bytes a byte: the node table, the
 * diagnostics shown so far, each entry's scratch) would not fit and the
 * peak stays within 3 bytes a byte with the program's own pages (FLOOR).
 * What does not fit is malloc's, in 4 KB pages. None (0) when the text's
 * own pages would already break that budget, where the one 2 MB page is
 * mostly empty: on glibc below about 1.08 MB (its program's own pages are
 * about 1.25 MB: a 1 MB module's check peaked at 3.09 bytes a byte with
 * the page, 2.78 without); on musl (cmake/Musl.cmake), whose program's
 * own are about 0.45 MB, below 1 MB, CLI_REGION_MIN (its 1 MB check: 2.75
 * bytes a byte with the page, 140 page faults instead of 380, 1.04 to 1.08
 * times as fast).
 */
static size_t region_size(size_t len, bool mapped)
{
#if defined(__linux__) && !defined(__GLIBC__)
    enum { FLOOR = 640 * 1024 };
#else
    enum { FLOOR = 1280 * 1024 };
#endif
    /* mapped, the text's pages are the page cache's, counted at the peak all the same */
    size_t text = mapped ? len : 0;
    size_t cap =
        mapped ? CLI_HUGE_PAGE : (len + 1 + CLI_HUGE_PAGE - 1) / CLI_HUGE_PAGE * CLI_HUGE_PAGE;
    if (text + cap + FLOOR > 3 * len)
        return 0;
    while (cap < len - text + len / 10 * 7 && text + cap + CLI_HUGE_PAGE + FLOOR <= 3 * len)
        cap += CLI_HUGE_PAGE;
    return cap;
}

void *cli_region_take(cli_region *r, size_t size)
{
    if (r == NULL)
        return NULL;
    size_t n = region_round(size), used = atomic_load(&r->used);
    while (n >= size && n <= r->cap - used) {
        if (atomic_compare_exchange_weak(&r->used, &used, used + n))
            return r->base + used;
    }
    return NULL;
}

static void *region_alloc(void *user, size_t size)
{
    void *p = cli_region_take(user, size);
    return p ? p : malloc(size);
}

static void region_free(void *user, void *p, size_t size)
{
    cli_region *r = user;
    char *c = p;
    if (c < r->base || c >= r->base + r->cap) {
        free(p);
        return;
    }
    size_t off = (size_t)(c - r->base), end = off + region_round(size);
    (void)atomic_compare_exchange_strong(&r->used, &end, off); /* the last one only */
}

cli_region *cli_read_region(const char *path, cli_crew *crew, cli_blob *out)
{
    long page = sysconf(_SC_PAGESIZE);
    int fd = open(path, O_RDONLY);
    struct stat st;
    if (fd < 0)
        return NULL; /* the usual way says why */
    cli_region *r = NULL;
    char *raw = MAP_FAILED, *p = NULL;
    size_t len = 0, cap = 0;
    if (page <= 0 || fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_size < CLI_REGION_MIN ||
        st.st_size >= CLI_REGION_MAX || !huge_pages_on())
        goto out;
    len = (size_t)st.st_size;
    /* a file of whole pages has no zeros after it to end the text: read */
    bool mapped = len >= CLI_HUGE_PAGE && len % (size_t)page != 0;
    cap = region_size(len, mapped);
    if (cap == 0)
        goto out;
    raw = mmap(NULL, cap + CLI_HUGE_PAGE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (raw == MAP_FAILED)
        goto out;
    p = (char *)(((uintptr_t)raw + CLI_HUGE_PAGE - 1) & ~(uintptr_t)(CLI_HUGE_PAGE - 1));
    if (p > raw)
        munmap(raw, (size_t)(p - raw));
    if (raw + cap + CLI_HUGE_PAGE > p + cap)
        munmap(p + cap, (size_t)(raw + cap + CLI_HUGE_PAGE - (p + cap)));
    r = malloc(sizeof *r);
    char *text = mapped ? mmap(NULL, len, PROT_READ, MAP_PRIVATE, fd, 0) : p;
    if (r == NULL || text == MAP_FAILED || madvise(p, cap, MADV_HUGEPAGE) != 0 ||
        (!mapped && !read_shared(crew, fd, p, len))) {
        free(r);
        r = NULL;
        munmap(p, cap);
        if (mapped && text != MAP_FAILED)
            munmap(text, len);
        goto out;
    }
    if (!mapped)
        p[len] = 0;
    note_input(&st);
    r->base = p;
    r->cap = cap;
    r->text = mapped ? text : NULL;
    r->len = len;
    atomic_init(&r->used, mapped ? 0 : region_round(len + 1));
    out->data = text;
    out->len = len;
out:
    close(fd);
    return r;
}

rootsig_allocator cli_region_allocator(cli_region *r)
{
    rootsig_allocator al = {region_alloc, region_free, r};
    return al;
}

void cli_region_release(cli_region *r)
{
    if (r) {
        if (r->text)
            munmap(r->text, r->len);
        munmap(r->base, r->cap);
        free(r);
    }
}
#else
cli_region *cli_read_region(const char *path, cli_crew *crew, cli_blob *out)
{
    (void)path;
    (void)crew;
    (void)out;
    return NULL;
}

rootsig_allocator cli_region_allocator(cli_region *r)
{
    rootsig_allocator al = {NULL, NULL, r};
    return al;
}

void *cli_region_take(cli_region *r, size_t size)
{
    (void)r;
    (void)size;
    return NULL;
}

void cli_region_release(cli_region *r)
{
    (void)r;
}
#endif

int cli_map_input(const char *path, int whole, cli_crew *crew, cli_blob *out, int *mapped)
{
    *mapped = 0;
#ifdef CLI_HAVE_MMAP
    /*
     * A regular file is mapped rather than read: no copy, and the page
     * cache's pages are mapped a block at a time instead of fresh memory
     * faulted in a page at a time (a third of a 64 MB check's time). The
     * text must end in a NUL for the library to read it in place: the rest
     * of the last page is zeros, so a file whose size is a whole number of
     * pages is read instead.
     *
     * Text read whole and kept (a module) of 2 to 8 MB is read into huge
     * pages instead where the kernel has them: here (a virtual machine)
     * mapping took 0.7 ms a MB, reading into huge pages 0.35
     * (docs/performance.md, thirteenth round). Larger modules are mapped:
     * with the page cache's large folios (Linux 6.16 on, ext4) mapping a
     * 16 MB module and touching every page took 1.0-1.7 ms, reading it
     * into fresh huge pages 4.4, and 15 to 33 where the host had taken
     * back the pages another process freed; the 64 MB check right after
     * llvm-as-22 took 219 ms read, 121 mapped (twentieth round).
     */
    long page = sysconf(_SC_PAGESIZE);
    int fd = strcmp(path, "-") == 0 ? -1 : open(path, O_RDONLY);
    struct stat st;
    if (fd >= 0 && page > 0 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0 &&
        (uintmax_t)st.st_size < SIZE_MAX / 2) {
        void *p = MAP_FAILED;
        size_t len = (size_t)st.st_size;
#ifdef MADV_HUGEPAGE
        if (whole && len >= CLI_HUGE_PAGE && len < CLI_READ_HUGE_MAX && huge_pages_on()) {
            char *h = read_huge(fd, len, (size_t)page, crew);
            if (h != NULL) {
                p = h;
                *mapped = 2;
            }
        }
#else
        (void)whole;
        (void)crew;
#endif
        if (p == MAP_FAILED && len % (size_t)page != 0) {
            p = mmap(NULL, len, PROT_READ, MAP_PRIVATE, fd, 0);
            if (p != MAP_FAILED)
                *mapped = 1;
        }
        if (p != MAP_FAILED) {
            note_input(&st);
            close(fd);
            out->data = p;
            out->len = len;
            return CLI_EXIT_OK;
        }
    }
    if (fd >= 0)
        close(fd);
#else
    (void)whole;
    (void)crew;
#endif
    return cli_read_input(path, out);
}

void cli_release_input(cli_blob *b, int mapped)
{
#ifdef CLI_HAVE_MMAP
    if (mapped) {
        long page = sysconf(_SC_PAGESIZE);
        munmap(b->data, mapped == 2 ? span_of(b->len, (size_t)page) : b->len);
        b->data = NULL;
        return;
    }
#endif
    (void)mapped;
    free(b->data);
    b->data = NULL;
}

void cli_input_read_through(cli_blob *b, int mapped)
{
#if defined(CLI_HAVE_MMAP) && defined(MADV_DONTNEED)
    /*
     * A private read-only file mapping that was never written: dropping its
     * pages loses nothing, and a later read faults them in again from the
     * file (the zero tail of the last page, the text's NUL, too). A 64 MB
     * DSL input was a third of compile's peak memory while the signature
     * was validated and written.
     */
    if (mapped == 1 && b->len) /* not memory the text was read into */
        (void)madvise(b->data, b->len, MADV_DONTNEED);
#else
    (void)b;
    (void)mapped;
#endif
}

static int write_all(int fd, const void *data, size_t len)
{
    const char *p = data;
    while (len) {
        ssize_t n = write(fd, p, len);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return -1;
        }
        p += n;
        len -= (size_t)n;
    }
    return 0;
}

/*
 * Puts the finished temporary file in place of the output. When it replaces
 * a regular file that is a build product, the two are exchanged
 * (renameat2 RENAME_EXCHANGE) and the old one, now under the temporary name,
 * is removed: the output is swapped atomically as by rename, but ext4 does
 * not start writing the new file back, as it does when rename replaces a
 * file (its auto_da_alloc heuristic), which made replacing an output cost
 * 0.2-0.4 ms more than creating one (docs/performance.md). A build product
 * so written is as durable as a new one: the same as before the exchange
 * when the file did not exist. Where exchange is not supported (other
 * systems, filesystems without it), plain rename.
 */
static int replace_output(const char *tmp, const char *path, bool exchange)
{
#ifdef RENAME_EXCHANGE
    if (exchange && renameat2(AT_FDCWD, tmp, AT_FDCWD, path, RENAME_EXCHANGE) == 0) {
        struct stat old;
        if (lstat(tmp, &old) == 0 && S_ISREG(old.st_mode)) {
            /* The output is in place; only the old bytes are left to go. */
            if (unlink(tmp) != 0 && errno != ENOENT)
                fprintf(stderr, "%s: warning: cannot remove %s (the previous %s): %s\n", prog,
                        tmp, path, strerror(errno));
            return 0;
        }
        /* Something other than a file took the output's name since it was
         * looked at: put it back, and let rename say what it says of it. */
        if (renameat2(AT_FDCWD, tmp, AT_FDCWD, path, RENAME_EXCHANGE) != 0)
            return -1;
    }
#else
    (void)exchange;
#endif
    return rename(tmp, path);
}

static int write_special(const char *path, const struct stat *st, const void *data, size_t len);
static int write_replacing(const char *path, const void *data, size_t len);

/*
 * A temporary file beside the output, then rename: a build never sees a
 * half-written output and a failure leaves any existing file untouched.
 */
int cli_write_output(const char *path, const void *data, size_t len, int binary)
{
    if (path == NULL || strcmp(path, "-") == 0) {
        if (binary && isatty(STDOUT_FILENO)) {
            fprintf(stderr, "%s: refusing to write binary output to a terminal; use -o FILE or "
                            "redirect standard output\n",
                    prog);
            return CLI_EXIT_USAGE;
        }
        if (write_all(STDOUT_FILENO, data, len) != 0) {
            fprintf(stderr, "%s: cannot write standard output: %s\n", prog, strerror(errno));
            return CLI_EXIT_USAGE;
        }
        return CLI_EXIT_OK;
    }
    /*
     * An output that is not a regular file, itself or where its link points
     * (/dev/null, a FIFO, a terminal), is written in place, as clang writes
     * one: there is no file to keep whole, and a file renamed over it would
     * take the device's place. A link to a file is replaced, as rename does.
     */
    struct stat st;
    if (stat(path, &st) == 0 && !S_ISREG(st.st_mode))
        return write_special(path, &st, data, len);
    return write_replacing(path, data, len);
}

/* An output that is not a regular file, written in place. */
static int write_special(const char *path, const struct stat *st, const void *data, size_t len)
{
    if (S_ISDIR(st->st_mode)) {
        fprintf(stderr, "%s: cannot write %s: %s\n", prog, path, strerror(EISDIR));
        return CLI_EXIT_USAGE;
    }
    int fd = open(path, O_WRONLY | O_NOCTTY);
    int err = fd < 0 || write_all(fd, data, len) != 0;
    int saved = errno;
    if (fd >= 0 && close(fd) != 0 && !err) {
        err = 1;
        saved = errno;
    }
    if (err) {
        fprintf(stderr, "%s: cannot write %s: %s\n", prog, path, strerror(saved));
        return CLI_EXIT_USAGE;
    }
    return CLI_EXIT_OK;
}

/* A regular output (or a new one): a temporary file beside it, then rename. */
static int write_replacing(const char *path, const void *data, size_t len)
{
    size_t n = strlen(path);
    char *tmp = malloc(n + 16);
    if (tmp == NULL) {
        fprintf(stderr, "%s: out of memory\n", prog);
        return CLI_EXIT_USAGE;
    }
    memcpy(tmp, path, n);
    memcpy(tmp + n, ".tmp.XXXXXX", 12);
    int fd = mkstemp(tmp);
    if (fd < 0) {
        fprintf(stderr, "%s: cannot create a temporary file beside %s: %s\n", prog, path,
                strerror(errno));
        free(tmp);
        return CLI_EXIT_USAGE;
    }
    /* mkstemp makes 0600; outputs should look like any other build product. */
    mode_t mask = umask(0);
    umask(mask);
    (void)fchmod(fd, 0666 & ~mask);
    /*
     * Replacing an input (an in-place `splice -o INPUT` or `strip -o
     * INPUT`): flush the new contents before the rename, so that even a
     * crash leaves the old file or the new one whole, never an empty one;
     * the old bytes are the user's own data, which nothing can rebuild.
     * Every other output is a build product, written as compilers write
     * theirs (temporary file + rename, no fsync): in a build of thousands of
     * outputs the flushes would cost more than the compiles, and a crash
     * merely means building again.
     */
    struct stat st;
    bool durable = stat(path, &st) == 0 && S_ISREG(st.st_mode) && is_an_input(&st);
    bool exchange = !durable && lstat(path, &st) == 0 && S_ISREG(st.st_mode);
    int err = write_all(fd, data, len) != 0 || (durable && fsync(fd) != 0);
    int saved = errno;
    if (close(fd) != 0 && !err) {
        err = 1;
        saved = errno;
    }
    if (!err && replace_output(tmp, path, exchange) != 0) {
        err = 1;
        saved = errno;
    }
    if (err) {
        unlink(tmp);
        fprintf(stderr, "%s: cannot write %s: %s\n", prog, path, strerror(saved));
        free(tmp);
        return CLI_EXIT_USAGE;
    }
    free(tmp);
    return CLI_EXIT_OK;
}

/* -fdiagnostics-parseable-fixits: the process's one setting, as prog is. */
static int parseable_fixits;

void cli_set_parseable_fixits(int on)
{
    parseable_fixits = on;
}

static void print_fixit(FILE *to, const rootsig_diag *d);

void cli_parseable_fixit(FILE *to, const rootsig_diag *d)
{
    if (parseable_fixits && d && d->fixit)
        print_fixit(to, d);
}

/* clang's machine-readable fix-it line: fix-it:"FILE":{L:C-L:C}:"TEXT". */
static void print_fixit(FILE *to, const rootsig_diag *d)
{
    fputs("fix-it:\"", to);
    for (const char *p = d->source_name ? d->source_name : ""; *p; p++)
        fprintf(to, *p == '"' || *p == '\\' ? "\\%c" : "%c", *p);
    fprintf(to, "\":{%u:%u-%u:%u}:\"", d->fixit_line, d->fixit_column, d->fixit_end_line,
            d->fixit_end_column);
    for (const unsigned char *p = (const unsigned char *)d->fixit; *p; p++) {
        if (*p == '"' || *p == '\\')
            fprintf(to, "\\%c", *p);
        else if (*p < 0x20 || *p >= 0x7f)
            fprintf(to, "\\%03o", *p);
        else
            fputc(*p, to);
    }
    fputs("\"\n", to);
}

int cli_status_exit(rootsig_ctx *ctx, rootsig_status st, size_t from)
{
    cli_diag_emit(ctx, from);
    switch (st) {
    case ROOTSIG_OK: return CLI_EXIT_OK;
    case ROOTSIG_ERR_INPUT:
    case ROOTSIG_ERR_LIMIT: return CLI_EXIT_REJECTED;
    default:
        fprintf(stderr, "%s: %s\n", prog, rootsig_status_string(st));
        return CLI_EXIT_USAGE;
    }
}

int cli_is_container(const cli_blob *b)
{
    return b->len >= 4 && memcmp(b->data, "DXBC", 4) == 0;
}

/* A bare RTS0 part starts with version 1, 2 or 3 as a little-endian u32; text never does. */
int cli_is_part(const cli_blob *b)
{
    if (b->len < 4)
        return 0;
    const unsigned char *p = (const unsigned char *)b->data;
    return p[0] >= 1 && p[0] <= 3 && p[1] == 0 && p[2] == 0 && p[3] == 0;
}

int cli_read_text_or_file(const char *path, const char *text, cli_blob *src, const char **name)
{
    if (text) {
        src->data = (char *)text;
        src->len = strlen(text);
        *name = "<text>";
        return CLI_EXIT_OK;
    }
    *name = cli_input_name(path);
    return cli_read_input(path, src);
}
