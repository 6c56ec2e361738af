/*
 * internal.h: what the library's files share and the public header hides:
 * the context, its arena, sources and diagnostics.
 */
#ifndef RSIG_INTERNAL_H
#define RSIG_INTERNAL_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "rootsig.h"

#if defined(__GNUC__) || defined(__clang__)
#define RSIG_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define RSIG_PRINTF(f, a)
#endif

/* For a rare path kept out of a hot function, which then saves no registers for it. */
#if defined(__GNUC__) || defined(__clang__)
#define RSIG_NOINLINE __attribute__((noinline))
#else
#define RSIG_NOINLINE
#endif
/*
 * For a few lines that every caller wants inline whatever a profile says of
 * that caller: a profile-guided build (ROOTSIG_PGO) otherwise calls them out
 * of line where its training ran seldom, as reading a binary.
 */
#if defined(__GNUC__) || defined(__clang__)
#define RSIG_ALWAYS_INLINE inline __attribute__((always_inline))
#else
#define RSIG_ALWAYS_INLINE inline
#endif
/* A read soon of the line at p: asked for now, alongside others (a hint; nothing where unknown). */
#if defined(__GNUC__) || defined(__clang__)
#define RSIG_PREFETCH(p) __builtin_prefetch(p)
#else
#define RSIG_PREFETCH(p) ((void)(p))
#endif

/* ---- arena ------------------------------------------------------------- */

typedef struct rsig_chunk rsig_chunk;

typedef struct rsig_arena {
    rootsig_allocator alloc;
    rsig_chunk *chunks; /* newest first */
    size_t used, cap;   /* within chunks */
    bool oom;           /* sticky: some allocation failed */
    rsig_chunk *spare;  /* emptied chunks kept for reuse (rsig_arena_recycle) */
    bool reusing;       /* recycled once: released chunks become spares too */
    /* realloc, with the default allocator only: large arrays grow without a copy */
    void *(*resize)(void *ptr, size_t size);
} rsig_arena;

/* An empty arena on allocator (NULL: malloc's, which large arrays are resized with). */
void rsig_arena_init(rsig_arena *a, const rootsig_allocator *allocator);
/*
 * p, old_size bytes from the arena (or NULL and 0), moved into new_size
 * bytes (a larger block of its own is resized, else copied and given
 * back); NULL (and oom set) on failure, p unchanged.
 */
void *rsig_arena_move(rsig_arena *a, void *p, size_t old_size, size_t new_size);
/*
 * Grows or shrinks p, of old_size bytes, to new_size where it stands if it
 * is the newest allocation of the current bump chunk and the chunk has
 * room; false (nothing changed) otherwise.
 */
bool rsig_arena_extend_last(rsig_arena *a, void *p, size_t old_size, size_t new_size);

/* 16-byte aligned, zero-filled memory, or NULL (and oom set). */
void *rsig_alloc(rsig_arena *a, size_t size);
/* As rsig_alloc, not zeroed: for memory the caller writes whole at once. */
void *rsig_alloc_uninit(rsig_arena *a, size_t size);
/* rsig_alloc(count * size) with overflow check. */
void *rsig_alloc_array(rsig_arena *a, size_t count, size_t size);
/*
 * The same, not zeroed: for scratch of which only what is written is read.
 * Pages never written are never touched (a large block is fresh memory).
 */
void *rsig_alloc_array_uninit(rsig_arena *a, size_t count, size_t size);
char *rsig_strndup(rsig_arena *a, const char *s, size_t n);
/* Frees every chunk, the spare ones too. */
void rsig_arena_free_all(rsig_arena *a);
/*
 * Empties the arena but keeps its chunks as spares, which later chunks of a
 * fitting size are taken from instead of the allocator: a context that
 * compiles one input after another stops handing the same memory back and
 * asking for it again (rootsig_ctx_reset). Spares the use just ended did not
 * need are freed: what is kept is one use's memory.
 */
void rsig_arena_recycle(rsig_arena *a);
/*
 * Scratch that is done with: if p was an allocation of its own (64 KB or
 * more), its memory goes back at once (or becomes a spare, see release in
 * arena.c), so that scratch used one table at a time costs one table's worth;
 * a smaller p stays with the arena. p must not be used afterwards.
 */
void rsig_give_back(rsig_arena *a, void *p);
/*
 * Where the arena's bump allocations are (rsig_arena_here), to forget every
 * one made since (rsig_arena_rewind) when none of them outlives a scope: a
 * table's validation scratch, say, which would otherwise stay until the
 * context is reset (a 1 MB signature's tables left 1.2 MB of it, a new
 * 2 MB chunk, before its bytes were written). Only within the chunk the
 * mark was taken in: if a newer one was started since, nothing is
 * forgotten. Blocks of their own are given back as usual (rsig_give_back).
 */
typedef struct rsig_arena_mark {
    const rsig_chunk *chunk;
    size_t used;
} rsig_arena_mark;
static inline rsig_arena_mark rsig_arena_here(const rsig_arena *a)
{
    rsig_arena_mark m = {a->chunks, a->used};
    return m;
}
static inline void rsig_arena_rewind(rsig_arena *a, rsig_arena_mark m)
{
    if (m.chunk != NULL && a->chunks == m.chunk && a->used >= m.used)
        a->used = m.used;
}
/* Frees everything but the newest bump chunk, which is kept empty for reuse. */
void rsig_arena_reset(rsig_arena *a);

/*
 * A stable merge sort whose scratch space comes from the arena (C's qsort
 * may call malloc, outside the caller's allocator). If that allocation
 * fails, the array is left unsorted and the arena's oom flag is set, which
 * every public entry point turns into ROOTSIG_ERR_NOMEM.
 */
void rsig_sort(rsig_arena *a, void *base, size_t count, size_t size,
               int (*cmp)(const void *, const void *));

/*
 * A growable array in the arena: makes *cap at least need, doubling, with
 * the new elements zeroed (old storage is abandoned, or freed if large).
 * rsig_grow_uninit leaves them as they are, for arrays whose users write
 * each element whole: zeroing would touch (and fault in) every page of the
 * spare capacity. rsig_reserve grows to exactly need, uninitialised, for a
 * count known in advance.
 */
bool rsig_grow_more(rsig_arena *a, void **items, uint32_t *cap, uint32_t need, size_t elem);
bool rsig_grow_uninit_more(rsig_arena *a, void **items, uint32_t *cap, uint32_t need,
                           size_t elem);
bool rsig_reserve(rsig_arena *a, void **items, uint32_t *cap, uint32_t need, size_t elem);
/* Inline where there is room already, as at most calls: a call each would cost more than the test. */
static inline bool rsig_grow(rsig_arena *a, void **items, uint32_t *cap, uint32_t need,
                             size_t elem)
{
    return need <= *cap || rsig_grow_more(a, items, cap, need, elem);
}
static inline bool rsig_grow_uninit(rsig_arena *a, void **items, uint32_t *cap, uint32_t need,
                                    size_t elem)
{
    return need <= *cap || rsig_grow_uninit_more(a, items, cap, need, elem);
}

/* ---- text buffer ----------------------------------------------------- */

typedef struct rsig_buf {
    rsig_arena *arena;
    char *data;
    size_t len, cap;
    bool failed; /* out of memory */
} rsig_buf;

void rsig_buf_init(rsig_buf *b, rsig_arena *a);
/* Room for extra more bytes at once (failed set on OOM). */
void rsig_buf_reserve(rsig_buf *b, size_t extra);
/*
 * Gives the spare capacity back to the arena when the buffer is its newest
 * allocation (text that is finished: nothing is appended to it later).
 */
void rsig_buf_trim(rsig_buf *b);
void rsig_buf_put(rsig_buf *b, const char *s, size_t n);
/* Room for n more bytes, counted as written (the caller fills them); NULL on OOM. */
char *rsig_buf_append(rsig_buf *b, size_t n);
/* n copies of c. */
void rsig_buf_fill(rsig_buf *b, char c, size_t n);
void rsig_buf_puts(rsig_buf *b, const char *s);
/* vsnprintf's contract, faster for the conversions messages use (buf.c). */
int rsig_vformat(char *buf, size_t n, const char *fmt, va_list ap) RSIG_PRINTF(3, 0);
void rsig_buf_printf(rsig_buf *b, const char *fmt, ...) RSIG_PRINTF(2, 3);
void rsig_buf_vprintf(rsig_buf *b, const char *fmt, va_list ap) RSIG_PRINTF(2, 0);

/* ---- sources ----------------------------------------------------------- */

typedef enum rsig_source_kind {
    RSIG_SRC_TEXT,  /* line/column are computed */
    RSIG_SRC_BINARY, /* offsets only */
    RSIG_SRC_DESC    /* built from a rootsig_desc: no text, no offsets (labels say where) */
} rsig_source_kind;

typedef struct rsig_source_seg rsig_source_seg;

/*
 * Where text came from beyond its own file: "in expansion of macro 'X'" at
 * the macro's use, "in file included from a.hlsl:3" at the #include. A
 * chain, innermost first; every diagnostic located in such text gets one
 * note per link (diag.c).
 */
typedef struct rsig_src_note rsig_src_note;
struct rsig_src_note {
    const rsig_src_note *next;
    const struct rsig_source *src;
    uint32_t offset, length;
    const char *message;
};

/* Bytes between two marks of a source's line map. */
enum { RSIG_MARK_BYTES = 1024 };
/* The '\n' bytes of p[0 .. n). */
uint32_t rsig_count_newlines(const char *p, size_t n);
/*
 * The lines of p[0 .. n) that start with byte c (the first line, and each
 * after a '\n'): a metadata module's definitions are bounded by its lines
 * that start with '!'.
 */
uint32_t rsig_count_line_starts(const char *p, size_t n, char c);
typedef struct rsig_line_mark {
    uint32_t line;  /* 1-based */
    uint32_t start; /* offset of the line's first byte */
} rsig_line_mark;

typedef struct rsig_source {
    const char *name;
    /*
     * The context whose call read it (NULL for a derived source). Its line
     * map is that context's to write: another context locating in it (validating
     * a signature this one read) keeps a map of its own (rootsig_ctx.view).
     */
    const struct rootsig_ctx *owner;
    uint64_t serial; /* the owner's count of sources made before it */
    const rsig_src_note *included; /* an included file: the #include chain, else NULL */
    const char *text; /* NUL-terminated (text: a copy, or the caller's) or raw bytes (a copy) */
    size_t len;
    rsig_source_kind kind;
    /*
     * Where lines are, built as far as diagnostics need (rsig_source_locate):
     * marks[k] is the line holding byte k * RSIG_MARK_BYTES and where that
     * line starts; nmarks of them are known.
     */
    rsig_line_mark *marks;
    uint32_t nmarks, marks_cap;
    rsig_line_mark last; /* where the offset last located is (line 0: none yet) */
    uint32_t last_off;
    /*
     * A derived source (the expansion of an HLSL #define, hlsl/hlsl.c) has
     * text that is in no file: segs says where each run of it came from, and
     * diagnostics on it are recorded where rsig_source_map puts them.
     * NULL/0 for an original source (a file's text, a caller's buffer).
     */
    const rsig_source_seg *segs; /* sorted by at, contiguous; the first is at 0 */
    uint32_t nsegs;
} rsig_source;

/*
 * Bytes [at, at + len) of a derived source stand for bytes [from, from + len)
 * of origin, which may be a different source for every segment: text of an
 * included file maps back to that file. A segment of length 0 is a point,
 * the place of an empty derived text.
 */
struct rsig_source_seg {
    uint32_t at, len;
    const rsig_source *origin;
    uint32_t from;
    const rsig_src_note *why; /* the macro expansions that made these bytes, or NULL */
};

/* Builds a derived source: its text and segments, appended in order. */
typedef struct rsig_derive {
    rsig_buf text;
    rsig_source_seg *segs;
    uint32_t nsegs, cap;
} rsig_derive;

/* ---- diagnostics ------------------------------------------------------- */

#include "diag_ids.h"

typedef struct rsig_diag_rec {
    rootsig_diag pub;
    const rsig_source *src;
    char *rendered;
} rsig_diag_rec;

/* ---- context ----------------------------------------------------------- */

/*
 * Warnings a context records before it stops recording them (RS5004 says
 * so, once); max_errors raises it when larger. docs/limits.md lists every limit.
 */
enum { RSIG_MAX_WARNINGS = 1000 };

struct rootsig_ctx {
    /*
     * Everything a call builds. rootsig_parse_metadata_each points it at a
     * per-entry arena for the time of each entry and frees that afterwards,
     * so nothing that must outlive an entry may come from it then: the
     * diagnostics have an arena of their own.
     */
    rsig_arena arena;
    rsig_arena diag_arena; /* records, line maps, the rendering buffer */
    /*
     * A metadata entry's own memory while it is decoded and checked
     * (walk_entries, parse.c), emptied after each entry and kept from one
     * call to the next, so that a caller checking a module's entries a few
     * dozen at a time does not take a chunk and give it back each time.
     */
    rsig_arena entry_arena;
    rsig_diag_rec *diags;
    uint32_t ndiags, diags_cap;
    rsig_buf render_scratch; /* rootsig_diag_format's text (arena NULL: not yet made) */
    size_t errors, warnings;
    unsigned max_errors;  /* for the current operation */
    bool werror;
    bool text_in_place;   /* rootsig_ctx_text_in_place: text sources are not copied */
    bool stopped;         /* max_errors reached; further errors are dropped */
    bool warnings_capped; /* the warning limit was reached (and said so) */
    uint8_t disabled[RSIG_DIAG_COUNT];
    void *c_locale;       /* for locale-independent strtod, where available */
    /*
     * The line map of the last source of another context that this one
     * located a diagnostic in (rsig_source.owner): a copy of its text's
     * fields with a map of its own, in diag_arena, so that two contexts
     * never write one map.
     */
    const rsig_source *view_of;
    const rootsig_ctx *view_owner;
    rsig_source *view;
    uint64_t sources; /* sources made (rsig_source.serial) */
};

/* ---- sources (source.c) ---------------------------------------------- */

/* Copies text into the arena with a trailing NUL. NULL on OOM. */
rsig_source *rsig_source_new(rootsig_ctx *ctx, const char *name, const void *data, size_t len,
                             rsig_source_kind kind);
/*
 * A text source: the caller's text itself when rootsig_ctx_text_in_place
 * says it ends in a NUL and outlives the results (the lexers read that
 * NUL), else a copy.
 */
rsig_source *rsig_source_text(rootsig_ctx *ctx, const char *name, const char *text, size_t len);
/*
 * 1-based line and column of offset in src's own text (0, 0 for binary
 * sources, or if the line map cannot be allocated from a). Offsets past the
 * end are taken as the end.
 */
void rsig_source_locate(rsig_source *src, rsig_arena *a, size_t offset, unsigned *line,
                        unsigned *col);

void rsig_derive_init(rsig_derive *d, rsig_arena *a);
/*
 * Appends n bytes that stand for bytes [from, from + n) of origin (the same
 * bytes, or a stand-in such as the one space between two tokens). n == 0
 * adds a point segment: the place of an empty derived text.
 */
void rsig_derive_put(rsig_derive *d, const char *bytes, size_t n, const rsig_source *origin,
                     size_t from);
/* rsig_derive_put for bytes made by macro expansions (why: the chain of them). */
void rsig_derive_put_why(rsig_derive *d, const char *bytes, size_t n, const rsig_source *origin,
                         size_t from, const rsig_src_note *why);
/* The expansion chain of the derived byte at offset (NULL if none or src is original). */
const rsig_src_note *rsig_source_why(const rsig_source *src, size_t offset);
/* The derived source named name (text and segments are shared). NULL on OOM. */
rsig_source *rsig_derive_source(rsig_derive *d, const char *name);

/*
 * A span of src as a span of the original source its bytes came from,
 * which it returns (src itself if src is not derived). Offsets past the
 * end of a segment map just after its last byte. A span whose first and
 * last bytes came from the same origin covers that origin from the first
 * byte's place to the last byte's (a keyword split over two string
 * literals); one that crosses into another origin covers the first byte's
 * origin from its place to that of the span's last byte from the same
 * origin: a diagnostic shows one file, the one its span starts in.
 */
const rsig_source *rsig_source_map(const rsig_source *src, size_t *offset, size_t *length);

/*
 * Adds a diagnostic with the severity of its ID. Returns the record index or
 * -1 if it was dropped (disabled warning, error limit, OOM). Notes attach to
 * the record added last by rsig_diag (if it was not dropped).
 */
long rsig_diag(rootsig_ctx *ctx, rsig_diag_id id, const rsig_source *src, size_t offset,
               size_t length, const char *fmt, ...) RSIG_PRINTF(6, 7);
/* rsig_diag for the front ends' own variadic helpers (a diagnostic at a name, a token). */
long rsig_vdiag(rootsig_ctx *ctx, rsig_diag_id id, const rsig_source *src, size_t offset,
                size_t length, const char *fmt, va_list ap) RSIG_PRINTF(6, 0);
/*
 * rsig_vdiag at a place in an original source reached through the macro
 * expansions why (notes for them first, then for src's #include chain).
 */
long rsig_vdiag_why(rootsig_ctx *ctx, rsig_diag_id id, const rsig_source *src, size_t offset,
                    size_t length, const rsig_src_note *why, const char *fmt, va_list ap)
    RSIG_PRINTF(7, 0);
void rsig_note(rootsig_ctx *ctx, long parent, const rsig_source *src, size_t offset,
               size_t length, const char *fmt, ...) RSIG_PRINTF(6, 7);
/*
 * Gives diagnostic idx (from rsig_diag; ignored if -1) a fix-it: replace
 * [offset, offset + length) of src with replacement ("" removes). It is
 * kept only where the span maps byte for byte onto the diagnostic's own
 * source (not across string literals pasted from several places).
 */
void rsig_fixit(rootsig_ctx *ctx, long idx, const rsig_source *src, size_t offset, size_t length,
                const char *replacement);
/* Error-count limit reached: callers should stop producing more. */
static inline bool rsig_diag_stopped(const rootsig_ctx *ctx) { return ctx->stopped; }
/*
 * Would a diagnostic of this ID be recorded (or say that a limit was
 * reached)? False once it would be dropped, so that callers need not
 * format its message: a module that warns on every entry formats only the
 * first thousand warnings.
 */
bool rsig_diag_wanted(const rootsig_ctx *ctx, rsig_diag_id id);
/* Sets the limits for a new operation from options. */
void rsig_diag_begin(rootsig_ctx *ctx, const rootsig_options *opt);
/*
 * The start of every public function that reads text: rejects a version
 * outside 1.0-1.2 (ROOTSIG_ERR_ARG, before anything is reported), begins a
 * diagnostics run, and refuses text of 4 GiB or more (ROOTSIG_ERR_LIMIT,
 * reported), since spans are 32-bit offsets.
 */
rootsig_status rsig_begin_text(rootsig_ctx *ctx, const rootsig_options *opt, size_t length);

/* Locale-independent strtod (C locale). Sets *range_error on overflow/underflow. */
double rsig_strtod(rootsig_ctx *ctx, const char *s, char **end, bool *range_error);

/* Options with defaults filled in. */
rootsig_options rsig_options_resolve(const rootsig_options *opt);

#endif
