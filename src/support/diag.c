/*
 * diag.c: diagnostics: records with a stable ID, a byte span (mapped to the
 * original source it came from, source.c) and notes; rendered with the
 * source line and a caret on request.
 */
#include <stdio.h>
#include <string.h>

#include "internal.h"

typedef struct id_info {
    unsigned number;
    rootsig_severity severity;
    char id[8];
} id_info;

static const id_info ID_TABLE[RSIG_DIAG_COUNT] = {
#define RSIG_X(name, num, sev) {num, ROOTSIG_SEVERITY_##sev, "RS" #num},
    RSIG_DIAG_TABLE(RSIG_X)
#undef RSIG_X
};

rootsig_status rsig_begin_text(rootsig_ctx *ctx, const rootsig_options *opt, size_t length)
{
    rootsig_options o = rsig_options_resolve(opt);
    if (o.version < ROOTSIG_VERSION_1_0 || o.version > ROOTSIG_VERSION_1_2)
        return ROOTSIG_ERR_ARG;
    rsig_diag_begin(ctx, opt);
    if (length > UINT32_MAX - 1) {
        rsig_diag(ctx, RSIG_LIMIT_INPUT, NULL, 0, 0,
                  "input of %zu bytes exceeds the 4 GiB limit", length);
        return ROOTSIG_ERR_LIMIT;
    }
    return ROOTSIG_OK;
}

void rsig_diag_begin(rootsig_ctx *ctx, const rootsig_options *opt)
{
    rootsig_options o = rsig_options_resolve(opt);
    ctx->max_errors = o.max_errors;
    ctx->werror = o.werror != 0;
    ctx->stopped = false;
}

/*
 * Where ctx locates offsets of src: src itself when ctx read it, else a
 * view of it with a line map of ctx's own (rootsig_ctx.view). A context
 * may locate in another's source (a signature read by one and validated
 * with another), and the map is written as it is extended: shared, one
 * context's reset would leave the other's map in freed memory. NULL
 * without memory (then the diagnostic has no line).
 */
static rsig_source *lines_of(rootsig_ctx *ctx, const rsig_source *src)
{
    if (src == NULL || src->owner == ctx || src->kind != RSIG_SRC_TEXT)
        return (rsig_source *)src;
    /*
     * The same source: a freed one's place may be taken by another, of the
     * same context or not, so its owner's count of sources must match too.
     */
    if (ctx->view_of != src || ctx->view_owner != src->owner ||
        ctx->view->serial != src->serial) {
        rsig_source *v = rsig_alloc(&ctx->diag_arena, sizeof *v);
        if (v == NULL)
            return NULL;
        v->name = src->name;
        v->text = src->text;
        v->len = src->len;
        v->kind = src->kind;
        v->owner = ctx;
        v->serial = src->serial;
        ctx->view = v;
        ctx->view_of = src;
        ctx->view_owner = src->owner;
    }
    return ctx->view;
}

/*
 * Room for one more record at ctx->diags[ctx->ndiags]; false (ctx->arena.oom
 * set, what the public functions test) without memory. Not zeroed ahead:
 * the record is, when it is added.
 */
static bool record_room(rootsig_ctx *ctx)
{
    if (!rsig_grow_uninit(&ctx->diag_arena, (void **)&ctx->diags, &ctx->diags_cap,
                          ctx->ndiags + 1, sizeof *ctx->diags)) {
        ctx->arena.oom = true;
        return false;
    }
    return true;
}

static long add_record(rootsig_ctx *ctx, rsig_diag_id id, rootsig_severity sev,
                       const rsig_source *src, size_t offset, size_t length, const char *fmt,
                       va_list ap)
{
    /* Records point into the file the bytes came from, never into derived text. */
    src = rsig_source_map(src, &offset, &length);
    if (!record_room(ctx))
        return -1;
    /* A message keeps its bytes only: a buffer's spare room, over a thousand, is pages. */
    const char *message;
    if (strcmp(fmt, "%s") == 0) {
        const char *m = va_arg(ap, const char *); /* most callers: a message they formatted */
        message = rsig_strndup(&ctx->diag_arena, m, strlen(m));
    } else {
        rsig_buf b;
        rsig_buf_init(&b, &ctx->diag_arena);
        rsig_buf_vprintf(&b, fmt, ap);
        rsig_buf_trim(&b);
        message = b.failed ? NULL : b.data ? b.data : "";
    }
    if (message == NULL) {
        ctx->arena.oom = true;
        return -1;
    }
    rsig_diag_rec *r = &ctx->diags[ctx->ndiags];
    memset(r, 0, sizeof *r);
    r->src = src;
    r->pub.severity = sev;
    r->pub.id = ID_TABLE[id].id;
    r->pub.message = message;
    r->pub.source_name = src ? src->name : NULL;
    r->pub.offset = offset;
    r->pub.length = length;
    rsig_source_locate(lines_of(ctx, src), &ctx->diag_arena, offset, &r->pub.line,
                       &r->pub.column);
    if (ctx->diag_arena.oom)
        ctx->arena.oom = true;
    return (long)ctx->ndiags++;
}

static void add_error_limit(rootsig_ctx *ctx, const rsig_source *src, size_t offset, ...)
{
    va_list ap;
    va_start(ap, offset);
    long idx = add_record(ctx, RSIG_TOO_MANY_ERRORS, ROOTSIG_SEVERITY_ERROR, src, offset, 0,
                          "too many errors; stopping here (the limit is %u)", ap);
    va_end(ap);
    if (idx >= 0)
        ctx->errors++;
}

static long add_warning_limit(rootsig_ctx *ctx, const rsig_source *src, size_t offset, ...)
{
    va_list ap;
    va_start(ap, offset);
    long idx = add_record(ctx, RSIG_LIMIT_WARNINGS, ROOTSIG_SEVERITY_WARNING, src, offset, 0,
                          "too many warnings; further warnings are not reported (the limit is "
                          "%zu)",
                          ap);
    va_end(ap);
    return idx;
}

/*
 * One note per link of a chain, each at its own place. A long chain (a
 * macro nested hundreds deep) shows its first and last links and says how
 * many are left out between, as clang's macro backtrace limit does.
 */
enum { CHAIN_SHOWN = 4 };

static void add_chain(rootsig_ctx *ctx, long parent, const rsig_src_note *n)
{
    size_t len = 0;
    for (const rsig_src_note *k = n; k; k = k->next)
        len++;
    size_t i = 0;
    for (; n && parent >= 0; n = n->next, i++) {
        if (len > 3 * CHAIN_SHOWN && i >= CHAIN_SHOWN && i < len - CHAIN_SHOWN) {
            if (i == CHAIN_SHOWN) {
                size_t had = ctx->diags[parent].pub.note_count;
                rsig_note(ctx, parent, NULL, 0, 0, "(%zu more in between are not shown)",
                          len - 2 * CHAIN_SHOWN);
                /* named after the file of the diagnostic, with no line */
                if (ctx->diags[parent].pub.note_count != had)
                    ctx->diags[ctx->ndiags - 1].pub.source_name =
                        ctx->diags[parent].pub.source_name;
            }
            continue;
        }
        rsig_note(ctx, parent, n->src, n->offset, n->length, "%s", n->message);
    }
}

bool rsig_diag_wanted(const rootsig_ctx *ctx, rsig_diag_id id)
{
    if (ctx->stopped)
        return false;
    if (ID_TABLE[id].severity != ROOTSIG_SEVERITY_WARNING || ctx->werror)
        return true;
    return !ctx->disabled[id] && !ctx->warnings_capped;
}

static long vdiag(rootsig_ctx *ctx, rsig_diag_id id, const rsig_source *src, size_t offset,
                  size_t length, const rsig_src_note *why, const char *fmt, va_list ap)
{
    rootsig_severity sev = ID_TABLE[id].severity;
    if (sev == ROOTSIG_SEVERITY_WARNING) {
        if (ctx->disabled[id])
            return -1;
        if (ctx->werror)
            sev = ROOTSIG_SEVERITY_ERROR;
    }
    if (ctx->stopped)
        return -1;
    if (sev == ROOTSIG_SEVERITY_WARNING &&
        ctx->warnings >= (ctx->max_errors > RSIG_MAX_WARNINGS ? ctx->max_errors
                                                                : RSIG_MAX_WARNINGS)) {
        /* Like the error limit: one record says why the rest is missing. */
        if (!ctx->warnings_capped && !ctx->disabled[RSIG_LIMIT_WARNINGS]) {
            long idx = add_warning_limit(ctx, src, offset, ctx->warnings);
            if (idx >= 0)
                ctx->warnings++;
        }
        ctx->warnings_capped = true;
        return -1;
    }
    if (sev == ROOTSIG_SEVERITY_ERROR && ctx->errors >= ctx->max_errors) {
        ctx->stopped = true;
        /* One final record says why the rest is missing. */
        add_error_limit(ctx, src, offset, ctx->max_errors);
        return -1;
    }
    long idx = add_record(ctx, id, sev, src, offset, length, fmt, ap);
    if (idx < 0)
        return -1;
    if (sev == ROOTSIG_SEVERITY_ERROR)
        ctx->errors++;
    else if (sev == ROOTSIG_SEVERITY_WARNING)
        ctx->warnings++;
    /* Text of an HLSL source: the macros that made it, the #includes that read it. */
    add_chain(ctx, idx, why);
    if (ctx->diags[idx].src)
        add_chain(ctx, idx, ctx->diags[idx].src->included);
    return idx;
}

long rsig_vdiag_why(rootsig_ctx *ctx, rsig_diag_id id, const rsig_source *src, size_t offset,
                    size_t length, const rsig_src_note *why, const char *fmt, va_list ap)
{
    return vdiag(ctx, id, src, offset, length, why, fmt, ap);
}

long rsig_vdiag(rootsig_ctx *ctx, rsig_diag_id id, const rsig_source *src, size_t offset,
                size_t length, const char *fmt, va_list ap)
{
    return vdiag(ctx, id, src, offset, length, rsig_source_why(src, offset), fmt, ap);
}

long rsig_diag(rootsig_ctx *ctx, rsig_diag_id id, const rsig_source *src, size_t offset,
               size_t length, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    long idx = rsig_vdiag(ctx, id, src, offset, length, fmt, ap);
    va_end(ap);
    return idx;
}

void rsig_note(rootsig_ctx *ctx, long parent, const rsig_source *src, size_t offset,
               size_t length, const char *fmt, ...)
{
    /* Notes may only follow their parent directly (or its other notes). */
    if (parent < 0 || (uint32_t)parent >= ctx->ndiags)
        return;
    if ((uint32_t)parent + 1 + ctx->diags[parent].pub.note_count != ctx->ndiags)
        return;
    va_list ap;
    va_start(ap, fmt);
    long idx = add_record(ctx, (rsig_diag_id)0, ROOTSIG_SEVERITY_NOTE, src, offset, length, fmt,
                          ap);
    va_end(ap);
    if (idx < 0)
        return;
    ctx->diags[idx].pub.id = ctx->diags[parent].pub.id;
    ctx->diags[parent].pub.note_count++;
}

void rsig_fixit(rootsig_ctx *ctx, long idx, const rsig_source *src, size_t offset, size_t length,
                const char *replacement)
{
    if (idx < 0 || (uint32_t)idx >= ctx->ndiags)
        return;
    rsig_diag_rec *r = &ctx->diags[idx];
    size_t off = offset, len = length;
    const rsig_source *origin = rsig_source_map(src, &off, &len);
    if (origin != r->src || origin == NULL || origin->kind != RSIG_SRC_TEXT || len != length)
        return;
    /* Byte for byte: the mapped span must hold the same text. */
    if (src != origin &&
        (off + len > origin->len || memcmp(origin->text + off, src->text + offset, len) != 0))
        return;
    size_t n = strlen(replacement);
    char *copy = rsig_alloc(&ctx->diag_arena, n + 1);
    if (copy == NULL) {
        ctx->arena.oom = true;
        return;
    }
    memcpy(copy, replacement, n + 1);
    rsig_source *o = lines_of(ctx, origin);
    r->pub.fixit = copy;
    r->pub.fixit_offset = off;
    r->pub.fixit_length = len;
    rsig_source_locate(o, &ctx->diag_arena, off, &r->pub.fixit_line, &r->pub.fixit_column);
    rsig_source_locate(o, &ctx->diag_arena, off + len, &r->pub.fixit_end_line,
                       &r->pub.fixit_end_column);
}

/* ---- public ----------------------------------------------------------- */

size_t rootsig_diag_count(const rootsig_ctx *ctx)
{
    return ctx ? ctx->ndiags : 0;
}

const rootsig_diag *rootsig_diag_get(const rootsig_ctx *ctx, size_t i)
{
    if (ctx == NULL || i >= ctx->ndiags)
        return NULL;
    return &ctx->diags[i].pub;
}

size_t rootsig_error_count(const rootsig_ctx *ctx)
{
    return ctx ? ctx->errors : 0;
}

size_t rootsig_warning_count(const rootsig_ctx *ctx)
{
    return ctx ? ctx->warnings : 0;
}

rootsig_status rootsig_ctx_disable_warning(rootsig_ctx *ctx, const char *id, int disabled)
{
    if (ctx == NULL || id == NULL)
        return ROOTSIG_ERR_ARG;
    for (size_t i = 0; i < RSIG_DIAG_COUNT; i++) {
        if (strcmp(ID_TABLE[i].id, id) == 0) {
            if (ID_TABLE[i].severity != ROOTSIG_SEVERITY_WARNING)
                return ROOTSIG_ERR_ARG;
            ctx->disabled[i] = disabled ? 1 : 0;
            return ROOTSIG_OK;
        }
    }
    return ROOTSIG_ERR_ARG;
}

static const char *severity_word(rootsig_severity s)
{
    switch (s) {
    case ROOTSIG_SEVERITY_ERROR: return "error";
    case ROOTSIG_SEVERITY_WARNING: return "warning";
    case ROOTSIG_SEVERITY_NOTE: return "note";
    }
    return "error";
}

/* ":N": a line or column number. */
static void put_position(rsig_buf *b, unsigned n)
{
    char digits[12];
    size_t k = sizeof digits;
    do
        digits[--k] = (char)('0' + n % 10);
    while ((n /= 10) != 0);
    digits[--k] = ':';
    rsig_buf_put(b, digits + k, sizeof digits - k);
}

/* Record r as rootsig_diag_render shows it, appended to b (false: out of memory). */
/*
 * The shown part of a source line, with control bytes (tabs too) as spaces
 * to keep the caret aligned: copied whole, then only the 8-byte words that
 * hold a byte below 0x20 are mended (a byte at a time over the whole line
 * would cost more than the rest of rendering a warning).
 */
static void shown_copy(char *w, const char *from, size_t n)
{
    memcpy(w, from, n);
    size_t k = 0;
    for (; k + 8 <= n; k += 8) {
        uint64_t x;
        memcpy(&x, w + k, sizeof x); /* any byte order: only whether a byte is low matters */
        /* non-zero exactly when a byte is below 0x20 (which one is not told) */
        if (((x - UINT64_C(0x2020202020202020)) & ~x & UINT64_C(0x8080808080808080)) == 0)
            continue;
        for (size_t j = k; j < k + 8; j++)
            if ((unsigned char)w[j] < 0x20)
                w[j] = ' ';
    }
    for (; k < n; k++)
        if ((unsigned char)w[k] < 0x20)
            w[k] = ' ';
}

static bool render(const rsig_diag_rec *r, rsig_buf *out)
{
    const rootsig_diag *d = &r->pub;
    const rsig_source *src = r->src;
    rsig_buf b = *out;
    const char *name = d->source_name ? d->source_name : "rootsig";
    bool text = src && src->kind == RSIG_SRC_TEXT;
    /*
     * The line shown: from its start (the column says where) to its first CR
     * or LF. Only as far as the cut below can show is searched, so a long
     * line with many diagnostics costs each of them a window, not the line.
     */
    const size_t window = 100;
    bool shown = text && d->line >= 1 && d->column >= 1;
    size_t at = shown && d->offset < src->len ? d->offset : shown ? src->len : 0;
    size_t start = shown ? at - (d->column - 1) : 0, end = start;
    if (shown) {
        size_t far = start + 2 * window + 1 > at + window + 1 ? start + 2 * window + 1
                                                               : at + window + 1;
        size_t limit = far < src->len ? far : src->len;
        const char *nl = memchr(src->text + start, '\n', limit - start);
        const char *lim = nl ? nl : src->text + limit;
        const char *cr = memchr(src->text + start, '\r', (size_t)(lim - (src->text + start)));
        end = (size_t)((cr ? cr : lim) - src->text);
    }
    /*
     * One allocation of about the rendered size, trimmed to it at the end: a
     * buffer doubled from a small start leaves its smaller copies in the
     * arena, several times the text over a thousand diagnostics.
     */
    size_t guess = strlen(name) + strlen(d->message) + 64 + (d->fixit ? strlen(d->fixit) : 0);
    if (shown)
        guess += 3 * (end - start < 200 ? end - start : 200) + 16;
    rsig_buf_reserve(&b, guess);
    if (shown) {
        /* "NAME:LINE:COL: SEVERITY: message", put piece by piece: printf's parsing of its
         * format was a third of rendering a thousand warnings */
        rsig_buf_puts(&b, name);
        put_position(&b, d->line);
        put_position(&b, d->column);
        rsig_buf_put(&b, ": ", 2);
        rsig_buf_puts(&b, severity_word(d->severity));
        rsig_buf_put(&b, ": ", 2);
        rsig_buf_puts(&b, d->message);
    } else if (src && src->kind == RSIG_SRC_BINARY)
        rsig_buf_printf(&b, "%s: %s: %s (at byte offset %zu)", name, severity_word(d->severity),
                        d->message, d->offset);
    else
        rsig_buf_printf(&b, "%s: %s: %s", name, severity_word(d->severity), d->message);
    if (d->severity != ROOTSIG_SEVERITY_NOTE) {
        rsig_buf_put(&b, " [", 2);
        rsig_buf_puts(&b, d->id);
        rsig_buf_put(&b, "]", 1);
    }
    rsig_buf_put(&b, "\n", 1);
    if (shown) {
        /*
         * The shown part of a line ends at its first CR; a diagnostic after
         * a lone CR inside the line is shown with what follows it, up to the
         * next line break (at most a window's width, so rendering stays
         * linear), never past the text.
         */
        if (d->offset > end) {
            end = d->offset;
            while (end < src->len && end - d->offset < window && src->text[end] != '\n' &&
                   src->text[end] != '\r')
                end++;
        }
        /* Long lines (one-line strings of many KB) are cut around the caret. */
        size_t col = d->offset - start;
        size_t from = start, to = end;
        bool cut_left = false, cut_right = false;
        if (end - start > 2 * window) {
            if (col > window / 2) {
                from = d->offset - window / 2;
                cut_left = true;
            }
            if (to - from > window) {
                to = from + window;
                cut_right = true;
            }
        }
        rsig_buf_puts(&b, "  ");
        if (cut_left)
            rsig_buf_puts(&b, "...");
        char *w = rsig_buf_append(&b, to - from);
        if (w)
            shown_copy(w, src->text + from, to - from);
        if (cut_right)
            rsig_buf_puts(&b, "...");
        rsig_buf_puts(&b, "\n  ");
        if (cut_left)
            rsig_buf_puts(&b, "   ");
        size_t lead = d->offset < to ? d->offset - from : to - from;
        rsig_buf_fill(&b, ' ', lead);
        rsig_buf_put(&b, "^", 1);
        /* The rest of the span, as far as the shown part goes. */
        size_t tildes = 0;
        if (d->length > 1 && d->offset + 1 < to)
            tildes = d->length - 1 < to - d->offset - 1 ? d->length - 1 : to - d->offset - 1;
        rsig_buf_fill(&b, '~', tildes);
        rsig_buf_put(&b, "\n", 1);
        /* An insertion or replacement on the same line: its text under the span. */
        if (d->fixit && d->fixit[0] && d->fixit_line == d->line && d->fixit_offset >= from &&
            d->fixit_offset <= to && strcspn(d->fixit, "\r\n") == strlen(d->fixit)) {
            rsig_buf_puts(&b, "  ");
            if (cut_left)
                rsig_buf_puts(&b, "   ");
            rsig_buf_fill(&b, ' ', d->fixit_offset > from ? d->fixit_offset - from : 0);
            rsig_buf_puts(&b, d->fixit);
            rsig_buf_put(&b, "\n", 1);
        }
    }
    *out = b;
    return !b.failed;
}

const char *rootsig_diag_render(rootsig_ctx *ctx, size_t i)
{
    if (ctx == NULL || i >= ctx->ndiags)
        return NULL;
    rsig_diag_rec *r = &ctx->diags[i];
    if (r->rendered)
        return r->rendered;
    rsig_buf b;
    rsig_buf_init(&b, &ctx->diag_arena);
    if (!render(r, &b))
        return NULL;
    rsig_buf_trim(&b);
    r->rendered = b.data;
    return r->rendered;
}

size_t rootsig_diag_format(rootsig_ctx *ctx, size_t i, char *buf, size_t size)
{
    if (ctx == NULL || i >= ctx->ndiags || (buf == NULL && size))
        return 0;
    const rsig_diag_rec *r = &ctx->diags[i];
    const char *text = r->rendered;
    size_t len = text ? strlen(text) : 0;
    if (text == NULL) {
        /* One buffer for every call, as large as the longest text so far. */
        rsig_buf *b = &ctx->render_scratch;
        if (b->arena == NULL)
            rsig_buf_init(b, &ctx->diag_arena);
        b->len = 0;
        if (!render(r, b)) {
            rsig_buf_init(b, &ctx->diag_arena); /* a failed buffer is not used again */
            return 0;
        }
        text = b->data;
        len = b->len;
    }
    if (size) {
        size_t n = len < size ? len : size - 1;
        memcpy(buf, text, n);
        buf[n] = 0;
    }
    return len;
}
