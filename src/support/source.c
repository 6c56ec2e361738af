/*
 * source.c: sources. An original source is a copy of the caller's text or
 * bytes with a line map built on first use; a derived source (text rootsig
 * writes, such as an expanded HLSL #define) is a list of segments, each
 * naming the source and offset its bytes came from, so a span anywhere in
 * it maps back to the file a diagnostic should show.
 */
#include <string.h>

#include "internal.h"

rsig_source *rsig_source_new(rootsig_ctx *ctx, const char *name, const void *data, size_t len,
                             rsig_source_kind kind)
{
    rsig_source *src = rsig_alloc(&ctx->arena, sizeof *src);
    if (src == NULL)
        return NULL;
    src->name = name ? rsig_strndup(&ctx->arena, name, strlen(name)) : NULL;
    src->text = rsig_strndup(&ctx->arena, len ? (const char *)data : "", len);
    if ((name && src->name == NULL) || src->text == NULL)
        return NULL;
    src->len = len;
    src->kind = kind;
    src->owner = ctx;
    src->serial = ctx->sources++;
    return src;
}

rsig_source *rsig_source_text(rootsig_ctx *ctx, const char *name, const char *text, size_t len)
{
    if (!ctx->text_in_place || text == NULL)
        return rsig_source_new(ctx, name, text, len, RSIG_SRC_TEXT);
    rsig_source *src = rsig_alloc(&ctx->arena, sizeof *src);
    if (src == NULL)
        return NULL;
    src->name = name ? rsig_strndup(&ctx->arena, name, strlen(name)) : NULL;
    if (name && src->name == NULL)
        return NULL;
    src->text = text;
    src->len = len;
    src->kind = RSIG_SRC_TEXT;
    src->owner = ctx;
    src->serial = ctx->sources++;
    return src;
}

/*
 * The line map: for every RSIG_MARK_BYTES of text, the line holding that
 * byte and where the line starts (8 bytes per KB), made as far as the
 * diagnostics so far needed it: a 64 MB module whose warnings are all in
 * its first megabyte maps that megabyte. Locating an offset then counts the
 * line breaks between its mark (or the offset located last, when nearer)
 * and it: at most RSIG_MARK_BYTES of text, whatever the length of the
 * lines, so a one-line input with many diagnostics stays linear and a
 * module of short lines does not keep 8 bytes for each.
 */
/* The line breaks in [p, p + n), found with the C library's memchr. */
uint32_t rsig_count_newlines(const char *p, size_t n)
{
    uint32_t count = 0;
    const char *end = p + n;
    while (p < end && (p = memchr(p, '\n', (size_t)(end - p))) != NULL) {
        count++;
        p++;
    }
    return count;
}

/* The lines of [p, p + n) that start with c: the first, and each after a line break. */
uint32_t rsig_count_line_starts(const char *p, size_t n, char c)
{
    uint32_t count = n > 0 && p[0] == c;
    const char *end = p + n;
    while (p < end && (p = memchr(p, '\n', (size_t)(end - p))) != NULL) {
        p++;
        count += p < end && *p == c;
    }
    return count;
}

static bool extend_line_map(rsig_source *src, rsig_arena *a, uint32_t k)
{
    /* Exactly as far as asked: scanning costs the bytes scanned, in steps or at once. */
    uint32_t goal = k + 1; /* k <= len / RSIG_MARK_BYTES: every mark's bytes are text */
    if (!rsig_grow_uninit(a, (void **)&src->marks, &src->marks_cap, goal, sizeof *src->marks))
        return false;
    if (src->nmarks == 0)
        src->marks[src->nmarks++] = (rsig_line_mark){1, 0};
    const char *text = src->text;
    while (src->nmarks < goal) {
        rsig_line_mark m = src->marks[src->nmarks - 1];
        size_t to = (size_t)src->nmarks * RSIG_MARK_BYTES; /* within the text: see goal */
        uint32_t n = rsig_count_newlines(text + to - RSIG_MARK_BYTES, RSIG_MARK_BYTES);
        if (n) {
            m.line += n;
            while (text[to - 1] != '\n')
                to--;
            m.start = (uint32_t)to;
        }
        src->marks[src->nmarks++] = m;
    }
    return true;
}


void rsig_source_locate(rsig_source *src, rsig_arena *a, size_t offset, unsigned *line,
                        unsigned *col)
{
    *line = *col = 0;
    if (src == NULL || src->kind != RSIG_SRC_TEXT)
        return;
    if (offset > src->len)
        offset = src->len;
    uint32_t k = (uint32_t)(offset / RSIG_MARK_BYTES);
    if (k >= src->nmarks && !extend_line_map(src, a, k))
        return; /* out of memory */
    /*
     * From the mark, or from the last offset located when that is nearer:
     * a diagnostic's notes, and the next diagnostic, are usually just after it.
     */
    size_t from = (size_t)k * RSIG_MARK_BYTES;
    rsig_line_mark m = src->marks[k];
    if (src->last_off >= from && src->last_off <= offset && src->last.line) {
        from = src->last_off;
        m = src->last;
    }
    uint32_t n = rsig_count_newlines(src->text + from, offset - from);
    if (n) {
        m.line += n;
        size_t start = offset;
        while (src->text[start - 1] != '\n')
            start--;
        m.start = (uint32_t)start;
    }
    src->last = m;
    src->last_off = (uint32_t)offset;
    *line = m.line;
    /* Columns count bytes, 1-based, like GCC and clang. */
    *col = (unsigned)(offset - m.start + 1);
}

/* ---- derived sources ---------------------------------------------------- */

void rsig_derive_init(rsig_derive *d, rsig_arena *a)
{
    memset(d, 0, sizeof *d);
    rsig_buf_init(&d->text, a);
}

void rsig_derive_put(rsig_derive *d, const char *bytes, size_t n, const rsig_source *origin,
                     size_t from)
{
    rsig_derive_put_why(d, bytes, n, origin, from, NULL);
}

void rsig_derive_put_why(rsig_derive *d, const char *bytes, size_t n, const rsig_source *origin,
                         size_t from, const rsig_src_note *why)
{
    uint32_t at = (uint32_t)d->text.len;
    if (n)
        rsig_buf_put(&d->text, bytes, n);
    /*
     * A run that continues the previous one in the same origin extends its
     * segment: mapping is the same either way, and text copied with few
     * interruptions (line splices) stays one segment.
     */
    rsig_source_seg *p = d->nsegs ? &d->segs[d->nsegs - 1] : NULL;
    if (n && p && p->origin == origin && p->why == why && p->at + p->len == at &&
        p->from + p->len == from) {
        p->len += (uint32_t)n;
    } else if (rsig_grow(d->text.arena, (void **)&d->segs, &d->cap, d->nsegs + 1,
                         sizeof *d->segs)) {
        rsig_source_seg g = {at, (uint32_t)n, origin, (uint32_t)from, why};
        d->segs[d->nsegs++] = g;
    }
}

rsig_source *rsig_derive_source(rsig_derive *d, const char *name)
{
    rsig_source *src = rsig_alloc(d->text.arena, sizeof *src);
    if (src == NULL || d->text.failed || d->text.arena->oom)
        return NULL;
    src->name = name;
    src->text = d->text.data ? d->text.data : "";
    src->len = d->text.len;
    src->kind = RSIG_SRC_TEXT;
    src->segs = d->segs;
    src->nsegs = d->nsegs;
    return src;
}

/* The segment offset is in: the last one that starts at or before it. */
static uint32_t seg_of(const rsig_source *src, size_t offset)
{
    uint32_t lo = 0, hi = src->nsegs;
    while (hi - lo > 1) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (src->segs[mid].at <= offset)
            lo = mid;
        else
            hi = mid;
    }
    return lo;
}

/* Where offset (in segment k) is in k's origin; past the segment's end: just after it. */
static size_t origin_offset(const rsig_source *src, uint32_t k, size_t offset)
{
    const rsig_source_seg *g = &src->segs[k];
    size_t in = offset > g->at ? offset - g->at : 0;
    return (size_t)g->from + (in < g->len ? in : g->len);
}

const rsig_source *rsig_source_map(const rsig_source *src, size_t *offset, size_t *length)
{
    /* A derived source's segments may come from derived sources in turn. */
    while (src && src->nsegs) {
        uint32_t first = seg_of(src, *offset);
        const rsig_source *origin = src->segs[first].origin;
        size_t start = origin_offset(src, first, *offset);
        if (*length) {
            size_t last_at = *offset + *length - 1;
            uint32_t k = seg_of(src, last_at);
            if (src->segs[k].origin != origin) {
                /* back to the last segment of the span that came from origin */
                while (src->segs[k].origin != origin)
                    k--;
                const rsig_source_seg *g = &src->segs[k];
                last_at = g->at + (g->len ? g->len - 1 : 0);
            }
            size_t last = origin_offset(src, k, last_at);
            *length = last >= start ? last - start + 1 : 1;
        }
        *offset = start;
        src = origin;
    }
    return src;
}

const rsig_src_note *rsig_source_why(const rsig_source *src, size_t offset)
{
    if (src == NULL || src->nsegs == 0)
        return NULL;
    return src->segs[seg_of(src, offset)].why;
}
