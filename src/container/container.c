/*
 * container.c: reading, checking, splicing and writing DXBC containers.
 *
 * The reader does all arithmetic on offsets and sizes in 64 bits, so a
 * crafted size cannot wrap a 32-bit sum back into the file (a classic way to
 * fool container readers), and it reads a field only after checking that
 * the field lies inside the bytes present. Parts are never interpreted
 * here; RTS0 contents go to the RTS0 reader.
 */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "bytes.h"
#include "container.h"
#include "digest.h"

/* A FourCC for messages: printable ASCII as is, other bytes as \xNN. */
typedef struct fourcc_text {
    char s[17];
} fourcc_text;

static fourcc_text fourcc_str(uint32_t fourcc)
{
    static const char hex[] = "0123456789abcdef";
    fourcc_text t;
    size_t k = 0;
    for (unsigned i = 0; i < 4; i++) {
        unsigned c = (fourcc >> (8 * i)) & 0xFFu;
        if (c >= 0x20 && c < 0x7F && c != '\\' && c != '\'') {
            t.s[k++] = (char)c;
        } else {
            t.s[k++] = '\\';
            t.s[k++] = 'x';
            t.s[k++] = hex[c >> 4];
            t.s[k++] = hex[c & 0xF];
        }
    }
    t.s[k] = 0;
    return t;
}

static void digest_hex(const uint8_t d[16], char out[33])
{
    static const char hex[] = "0123456789abcdef";
    for (unsigned i = 0; i < 16; i++) {
        out[2 * i] = hex[d[i] >> 4];
        out[2 * i + 1] = hex[d[i] & 0xF];
    }
    out[32] = 0;
}

bool rsig_is_container(const void *buf, size_t len)
{
    return buf != NULL && len >= 4 && memcmp(buf, "DXBC", 4) == 0;
}

/* ---- parsing ------------------------------------------------------------- */

typedef struct span {
    uint64_t start, end; /* [start, end): part header and data */
    uint32_t index;
} span;

static int cmp_span(const void *a, const void *b)
{
    const span *x = a, *y = b;
    if (x->start != y->start)
        return x->start < y->start ? -1 : 1;
    return x->index < y->index ? -1 : x->index > y->index;
}

typedef struct tag {
    uint32_t fourcc, index;
} tag;

static int cmp_tag(const void *a, const void *b)
{
    const tag *x = a, *y = b;
    if (x->fourcc != y->fourcc)
        return x->fourcc < y->fourcc ? -1 : 1;
    return x->index < y->index ? -1 : x->index > y->index;
}

/* Header checks. Returns false after reporting if the rest cannot be read. */
static bool check_header(rootsig_ctx *ctx, const rsig_source *src, const uint8_t *b, size_t len)
{
    if (len == 0) {
        rsig_diag(ctx, RSIG_CONTAINER_TRUNCATED, src, 0, 0,
                  "the file is empty; a DXBC container needs at least %d bytes",
                  RSIG_CONTAINER_HEADER_SIZE);
        return false;
    }
    /* A short file that starts like "DXBC" is truncated, not foreign. */
    size_t have = len < 4 ? len : 4;
    if (memcmp(b, "DXBC", have) != 0) {
        uint8_t m[4] = {0, 0, 0, 0};
        memcpy(m, b, have);
        rsig_diag(ctx, RSIG_CONTAINER_MAGIC, src, 0, have,
                  "not a DXBC container: it starts with '%s' instead of 'DXBC'",
                  fourcc_str(rsig_get_u32(m)).s);
        return false;
    }
    if (len < RSIG_CONTAINER_HEADER_SIZE) {
        rsig_diag(ctx, RSIG_CONTAINER_TRUNCATED, src, len, 0,
                  "the container header needs %d bytes but the file has only %zu",
                  RSIG_CONTAINER_HEADER_SIZE, len);
        return false;
    }
    uint16_t major = rsig_get_u16(b + 20), minor = rsig_get_u16(b + 22);
    if (major != 1) {
        rsig_diag(ctx, RSIG_CONTAINER_VERSION, src, 20, 4,
                  "unsupported container version %u.%u (only 1.x is defined)", major, minor);
        return false;
    }
    uint32_t file_size = rsig_get_u32(b + 24);
    if (file_size < RSIG_CONTAINER_HEADER_SIZE) {
        rsig_diag(ctx, RSIG_CONTAINER_FILE_SIZE, src, 24, 4,
                  "the declared container size %" PRIu32 " is smaller than the %d-byte header",
                  file_size, RSIG_CONTAINER_HEADER_SIZE);
        return false;
    }
    if (file_size > len) {
        rsig_diag(ctx, RSIG_CONTAINER_TRUNCATED, src, len, 0,
                  "the header declares %" PRIu32 " bytes but the file has only %zu", file_size,
                  len);
        return false;
    }
    if (file_size < len)
        rsig_diag(ctx, RSIG_CONTAINER_TRAILING, src, file_size, len - file_size,
                  "%zu bytes after the declared container size %" PRIu32 " are ignored",
                  len - file_size, file_size);
    uint32_t count = rsig_get_u32(b + 28);
    /* Each part costs an offset-table entry and a part header: 12 bytes. */
    uint64_t min_size = RSIG_CONTAINER_HEADER_SIZE + 12 * (uint64_t)count;
    if (min_size > file_size) {
        rsig_diag(ctx, RSIG_CONTAINER_PART_TABLE, src, 28, 4,
                  "%" PRIu32 " part%s need%s at least %" PRIu64 " bytes (a 4-byte offset and "
                  "an 8-byte header each) but the container has %" PRIu32,
                  count, count == 1 ? "" : "s", count == 1 ? "s" : "", min_size, file_size);
        return false;
    }
    return true;
}

/* Reads part i's offset and header; reports and returns false if unusable. */
static bool read_part(rootsig_ctx *ctx, const rsig_source *src, const uint8_t *b,
                      uint32_t file_size, uint32_t count, uint32_t i, rsig_part *p)
{
    uint64_t table_end = RSIG_CONTAINER_HEADER_SIZE + 4 * (uint64_t)count;
    size_t entry = RSIG_CONTAINER_HEADER_SIZE + 4 * (size_t)i;
    uint32_t off = rsig_get_u32(b + entry);
    if (off < table_end) {
        rsig_diag(ctx, RSIG_CONTAINER_PART_OFFSET, src, entry, 4,
                  "part %" PRIu32 "'s offset %" PRIu32
                  " points into the container header, which ends at %" PRIu64,
                  i, off, table_end);
        return false;
    }
    if ((uint64_t)off + RSIG_PART_HEADER_SIZE > file_size) {
        rsig_diag(ctx, RSIG_CONTAINER_PART_OFFSET, src, entry, 4,
                  "part %" PRIu32 "'s 8-byte header at offset %" PRIu32
                  " does not fit in the %" PRIu32 "-byte container",
                  i, off, file_size);
        return false;
    }
    uint32_t fourcc = rsig_get_u32(b + off);
    uint32_t size = rsig_get_u32(b + off + 4);
    uint64_t end = (uint64_t)off + RSIG_PART_HEADER_SIZE + size;
    if (end > UINT32_MAX) {
        rsig_diag(ctx, RSIG_CONTAINER_PART_OVERFLOW, src, (size_t)off + 4, 4,
                  "part %" PRIu32 " ('%s') at offset %" PRIu32 " has size %" PRIu32
                  " (0x%08" PRIx32 "): it would end at %" PRIu64
                  ", beyond the 4 GiB a container can address",
                  i, fourcc_str(fourcc).s, off, size, size, end);
        return false;
    }
    if (end > file_size) {
        rsig_diag(ctx, RSIG_CONTAINER_PART_BOUNDS, src, (size_t)off + 4, 4,
                  "part %" PRIu32 " ('%s') at offset %" PRIu32 " has %" PRIu32
                  " bytes of data, ending at %" PRIu64 ", past the end of the %" PRIu32
                  "-byte container",
                  i, fourcc_str(fourcc).s, off, size, end, file_size);
        return false;
    }
    p->fourcc = fourcc;
    p->header_offset = off;
    p->size = size;
    p->data = b + off + RSIG_PART_HEADER_SIZE;
    return true;
}

/* Overlaps are errors; offsets out of table order only a warning. */
static rootsig_status check_layout(rootsig_ctx *ctx, const rsig_source *src,
                                   const rsig_part *parts, uint32_t n, bool *failed)
{
    if (n < 2)
        return ROOTSIG_OK;
    span *s = rsig_alloc_array(&ctx->arena, n, sizeof *s);
    if (s == NULL)
        return ROOTSIG_ERR_NOMEM;
    for (uint32_t i = 0; i < n; i++) {
        s[i].start = parts[i].header_offset;
        s[i].end = s[i].start + RSIG_PART_HEADER_SIZE + parts[i].size;
        s[i].index = i;
    }
    rsig_sort(&ctx->arena, s, n, sizeof *s, cmp_span);
    /* reach: the part that extends furthest among those seen so far. */
    uint32_t reach = 0;
    bool overlap = false;
    for (uint32_t k = 1; k < n; k++) {
        if (s[k].start < s[reach].end) {
            const rsig_part *a = &parts[s[k].index], *b = &parts[s[reach].index];
            rsig_diag(ctx, RSIG_CONTAINER_PART_OVERLAP, src, s[k].start, RSIG_PART_HEADER_SIZE,
                      "part %" PRIu32 " ('%s', bytes %" PRIu64 "..%" PRIu64
                      ") overlaps part %" PRIu32 " ('%s', bytes %" PRIu64 "..%" PRIu64 ")",
                      s[k].index, fourcc_str(a->fourcc).s, s[k].start, s[k].end,
                      s[reach].index, fourcc_str(b->fourcc).s, s[reach].start, s[reach].end);
            overlap = true;
        }
        if (s[k].end > s[reach].end)
            reach = k;
    }
    if (overlap) {
        *failed = true;
        return ROOTSIG_OK;
    }
    for (uint32_t i = 1; i < n; i++) {
        if (parts[i].header_offset < parts[i - 1].header_offset) {
            rsig_diag(ctx, RSIG_CONTAINER_PART_ORDER, src,
                      RSIG_CONTAINER_HEADER_SIZE + 4 * (size_t)i, 4,
                      "part %" PRIu32 " (offset %" PRIu32 ") comes before part %" PRIu32
                      " (offset %" PRIu32 ") in the file; DXC accepts this, LLVM's reader "
                      "does not",
                      i, parts[i].header_offset, i - 1, parts[i - 1].header_offset);
            break;
        }
    }
    return ROOTSIG_OK;
}

static rootsig_status check_duplicates(rootsig_ctx *ctx, const rsig_source *src,
                                       const rsig_part *parts, uint32_t n, bool *failed)
{
    if (n < 2)
        return ROOTSIG_OK;
    tag *t = rsig_alloc_array(&ctx->arena, n, sizeof *t);
    if (t == NULL)
        return ROOTSIG_ERR_NOMEM;
    for (uint32_t i = 0; i < n; i++) {
        t[i].fourcc = parts[i].fourcc;
        t[i].index = i;
    }
    rsig_sort(&ctx->arena, t, n, sizeof *t, cmp_tag);
    for (uint32_t k = 1; k < n; k++) {
        if (t[k].fourcc != t[k - 1].fourcc)
            continue;
        uint32_t first = k - 1;
        while (first > 0 && t[first - 1].fourcc == t[k].fourcc)
            first--;
        const rsig_part *p = &parts[t[k].index], *f = &parts[t[first].index];
        if (p->fourcc == RSIG_FOURCC_RTS0) {
            long d = rsig_diag(ctx, RSIG_CONTAINER_DUPLICATE_RTS0, src, p->header_offset, 4,
                               "part %" PRIu32 " is a second RTS0 part; which root signature "
                               "applies would be ambiguous",
                               t[k].index);
            rsig_note(ctx, d, src, f->header_offset, 4, "the first RTS0 is part %" PRIu32,
                      t[first].index);
            *failed = true;
        } else if (first == k - 1) { /* once per FourCC */
            long d = rsig_diag(ctx, RSIG_CONTAINER_DUPLICATE_PART, src, p->header_offset, 4,
                               "part %" PRIu32 " repeats FourCC '%s'; DXC refuses to load such "
                               "a container, rootsig keeps both parts as they are",
                               t[k].index, fourcc_str(p->fourcc).s);
            rsig_note(ctx, d, src, f->header_offset, 4, "the first '%s' is part %" PRIu32,
                      fourcc_str(f->fourcc).s, t[first].index);
        }
    }
    return ROOTSIG_OK;
}

rootsig_status rsig_container_parse(rootsig_ctx *ctx, const rsig_source *src,
                                    rsig_container *out)
{
    if (ctx == NULL || src == NULL || out == NULL || (src->text == NULL && src->len != 0))
        return ROOTSIG_ERR_ARG;
    memset(out, 0, sizeof *out);
    out->src = src;
    const uint8_t *b = (const uint8_t *)src->text;
    size_t len = src->len;
    size_t errors_before = ctx->errors;

    if (!check_header(ctx, src, b, len))
        return ROOTSIG_ERR_INPUT;
    uint32_t file_size = rsig_get_u32(b + 24);
    uint32_t count = rsig_get_u32(b + 28);

    rsig_part *parts = NULL;
    if (count) {
        parts = rsig_alloc_array(&ctx->arena, count, sizeof *parts);
        if (parts == NULL)
            return ROOTSIG_ERR_NOMEM;
    }
    bool failed = false;
    for (uint32_t i = 0; i < count; i++)
        if (!read_part(ctx, src, b, file_size, count, i, &parts[i]))
            failed = true;
    if (failed)
        return ROOTSIG_ERR_INPUT;

    rootsig_status st = check_layout(ctx, src, parts, count, &failed);
    if (st == ROOTSIG_OK && !failed)
        st = check_duplicates(ctx, src, parts, count, &failed);
    if (st != ROOTSIG_OK)
        return st;
    /* Counting errors also catches warnings promoted by -Werror. */
    if (failed || ctx->errors > errors_before)
        return ROOTSIG_ERR_INPUT;

    memcpy(out->digest, b + 4, 16);
    out->major = rsig_get_u16(b + 20);
    out->minor = rsig_get_u16(b + 22);
    out->file_size = file_size;
    out->nparts = count;
    out->parts = parts;
    return ROOTSIG_OK;
}

/* ---- digest -------------------------------------------------------------- */

static bool all_bytes(const uint8_t *p, size_t n, uint8_t v)
{
    for (size_t i = 0; i < n; i++)
        if (p[i] != v)
            return false;
    return true;
}

rsig_digest_kind rsig_container_digest_kind(const uint8_t *file, size_t len)
{
    if (!rsig_is_container(file, len) || len < RSIG_CONTAINER_HEADER_SIZE)
        return RSIG_DIGEST_MISMATCH;
    uint32_t file_size = rsig_get_u32(file + 24);
    if (file_size < RSIG_CONTAINER_HEADER_SIZE || file_size > len)
        return RSIG_DIGEST_MISMATCH;
    const uint8_t *stored = file + 4;
    uint8_t h[16];
    rsig_digest_retail(file + RSIG_DIGEST_START, file_size - RSIG_DIGEST_START, h);
    if (memcmp(h, stored, 16) == 0)
        return RSIG_DIGEST_RETAIL;
    rsig_digest_debug(file + RSIG_DIGEST_START, file_size - RSIG_DIGEST_START, h);
    if (memcmp(h, stored, 16) == 0)
        return RSIG_DIGEST_DEBUG;
    if (all_bytes(stored, 16, 0))
        return RSIG_DIGEST_ZERO;
    if (all_bytes(stored, 16, 1) || all_bytes(stored, 16, 2))
        return RSIG_DIGEST_BYPASS;
    return RSIG_DIGEST_MISMATCH;
}

/*
 * Reports c's digest: zero is RS4016 (a warning: DXC writes it, and signing
 * such a container is how it is made loadable); a stale one is RS4015 when
 * it is only read, RS4018 (an error) when it would be signed again unforced.
 */
static rsig_digest_kind report_digest(rootsig_ctx *ctx, const rsig_container *c, bool resign)
{
    const rsig_source *src = c->src;
    const uint8_t *file = (const uint8_t *)src->text;
    rsig_digest_kind kind = rsig_container_digest_kind(file, src->len);
    if (kind == RSIG_DIGEST_ZERO) {
        rsig_diag(ctx, RSIG_CONTAINER_DIGEST_ZERO, src, 4, 16,
                  "the container digest is all zero (unsigned); the D3D12 runtime rejects "
                  "unsigned containers");
    } else if (kind == RSIG_DIGEST_MISMATCH && c->file_size >= RSIG_CONTAINER_HEADER_SIZE &&
               c->file_size <= src->len) {
        char have[33], want[33];
        uint8_t h[16];
        rsig_digest_retail(file + RSIG_DIGEST_START, c->file_size - RSIG_DIGEST_START, h);
        digest_hex(file + 4, have);
        digest_hex(h, want);
        if (resign)
            rsig_diag(ctx, RSIG_CONTAINER_RESIGN_DAMAGED, src, 4, 16,
                      "the container digest %s is not the checksum of its contents (retail: "
                      "%s): signing it again would hide that the file was changed after it "
                      "was signed; --force writes it anyway",
                      have, want);
        else
            rsig_diag(ctx, RSIG_CONTAINER_DIGEST_MISMATCH, src, 4, 16,
                      "the container digest %s is not the checksum of its contents (retail: "
                      "%s); the file was changed after it was signed",
                      have, want);
    }
    return kind;
}

rsig_digest_kind rsig_container_check_digest(rootsig_ctx *ctx, const rsig_container *c)
{
    return report_digest(ctx, c, false);
}

rsig_digest_kind rsig_container_check_resign(rootsig_ctx *ctx, const rsig_container *c,
                                             bool force)
{
    return report_digest(ctx, c, !force);
}

/* ---- lookup -------------------------------------------------------------- */

const rsig_part *rsig_container_find(const rsig_container *c, uint32_t fourcc)
{
    for (uint32_t i = 0; i < c->nparts; i++)
        if (c->parts[i].fourcc == fourcc)
            return &c->parts[i];
    return NULL;
}

/* Names the parts that are there: usually the user picked the wrong file. */
static void report_no_rts0(rootsig_ctx *ctx, const rsig_container *c)
{
    enum { SHOWN = 8 };
    rsig_buf b;
    rsig_buf_init(&b, &ctx->arena);
    for (uint32_t i = 0; i < c->nparts && i < SHOWN; i++)
        rsig_buf_printf(&b, "%s%s", i ? ", " : "", fourcc_str(c->parts[i].fourcc).s);
    if (c->nparts > SHOWN)
        rsig_buf_puts(&b, ", ...");
    if (c->nparts == 0)
        rsig_diag(ctx, RSIG_CONTAINER_NO_RTS0, c->src, 28, 4,
                  "the container has no parts, so no RTS0 (root signature) part");
    else
        rsig_diag(ctx, RSIG_CONTAINER_NO_RTS0, c->src, 28, 4,
                  "the container has no RTS0 (root signature) part; its %" PRIu32
                  " part%s: %s",
                  c->nparts, c->nparts == 1 ? " is" : "s are", b.failed ? "?" : b.data);
}

const rsig_part *rsig_container_require_rts0(rootsig_ctx *ctx, const rsig_container *c)
{
    const rsig_part *p = rsig_container_find(c, RSIG_FOURCC_RTS0);
    if (p == NULL)
        report_no_rts0(ctx, c);
    return p;
}

/* ---- splicing ------------------------------------------------------------ */

static uint32_t index_of(const rsig_container *c, uint32_t fourcc)
{
    for (uint32_t i = 0; i < c->nparts; i++)
        if (c->parts[i].fourcc == fourcc)
            return i;
    return UINT32_MAX;
}

rootsig_status rsig_parts_set_rts0(rootsig_ctx *ctx, const rsig_container *c,
                                   const uint8_t *rts0, uint32_t size, rsig_part **out,
                                   uint32_t *nout)
{
    if (ctx == NULL || c == NULL || out == NULL || nout == NULL || (rts0 == NULL && size))
        return ROOTSIG_ERR_ARG;
    *out = NULL;
    *nout = 0;
    rsig_part np = {RSIG_FOURCC_RTS0, 0, size, rts0};
    uint32_t at = index_of(c, RSIG_FOURCC_RTS0);
    bool replace = at != UINT32_MAX;
    if (!replace) {
        uint32_t psv = index_of(c, RSIG_FOURCC_PSV0);
        uint32_t priv = index_of(c, RSIG_FOURCC_PRIV);
        at = psv != UINT32_MAX ? psv + 1 : priv != UINT32_MAX ? priv : c->nparts;
    }
    if (!replace && c->nparts == UINT32_MAX)
        return ROOTSIG_ERR_LIMIT;
    uint32_t n = replace ? c->nparts : c->nparts + 1;
    rsig_part *p = rsig_alloc_array(&ctx->arena, n, sizeof *p);
    if (p == NULL)
        return ROOTSIG_ERR_NOMEM;
    uint32_t k = 0;
    for (uint32_t i = 0; i < c->nparts; i++) {
        if (i == at)
            p[k++] = np;
        if (!(replace && i == at))
            p[k++] = c->parts[i];
    }
    if (at == c->nparts)
        p[k++] = np;
    *out = p;
    *nout = k;
    return ROOTSIG_OK;
}

rootsig_status rsig_parts_strip_rts0(rootsig_ctx *ctx, const rsig_container *c,
                                     rsig_part **out, uint32_t *nout)
{
    if (ctx == NULL || c == NULL || out == NULL || nout == NULL)
        return ROOTSIG_ERR_ARG;
    *out = NULL;
    *nout = 0;
    uint32_t at = index_of(c, RSIG_FOURCC_RTS0);
    if (at == UINT32_MAX) {
        report_no_rts0(ctx, c);
        return ROOTSIG_ERR_INPUT;
    }
    uint32_t n = c->nparts - 1;
    /* One spare element keeps an empty list a valid pointer. */
    rsig_part *p = rsig_alloc_array(&ctx->arena, (size_t)n + 1, sizeof *p);
    if (p == NULL)
        return ROOTSIG_ERR_NOMEM;
    uint32_t k = 0;
    for (uint32_t i = 0; i < c->nparts; i++)
        if (i != at)
            p[k++] = c->parts[i];
    *out = p;
    *nout = k;
    return ROOTSIG_OK;
}

/* ---- writing ------------------------------------------------------------- */

static uint64_t layout_size(const rsig_part *parts, uint32_t nparts)
{
    uint64_t total = RSIG_CONTAINER_HEADER_SIZE + 4 * (uint64_t)nparts;
    for (uint32_t i = 0; i < nparts && total <= UINT32_MAX; i++) {
        total += RSIG_PART_HEADER_SIZE + (uint64_t)parts[i].size;
        if (i + 1 < nparts)
            total = (total + 3) & ~(uint64_t)3;
    }
    return total;
}

size_t rsig_container_bound(const rsig_part *parts, uint32_t nparts)
{
    if (parts == NULL && nparts)
        return 0;
    uint64_t total = layout_size(parts, nparts);
    return total > UINT32_MAX || total > SIZE_MAX ? 0 : (size_t)total;
}

rootsig_status rsig_container_write(const rsig_part *parts, uint32_t nparts, void *dst,
                                    size_t cap, size_t *written)
{
    if (written == NULL || (parts == NULL && nparts))
        return ROOTSIG_ERR_ARG;
    *written = 0;
    for (uint32_t i = 0; i < nparts; i++)
        if (parts[i].data == NULL && parts[i].size)
            return ROOTSIG_ERR_ARG;
    size_t total = rsig_container_bound(parts, nparts);
    if (total == 0)
        return ROOTSIG_ERR_LIMIT;
    if (cap < total) {
        *written = total;
        return ROOTSIG_ERR_BUFFER_SMALL;
    }
    if (dst == NULL)
        return ROOTSIG_ERR_ARG;
    uint8_t *o = dst;
    memcpy(o, "DXBC", 4);
    memset(o + 4, 0, 16); /* the digest, filled last */
    rsig_put_u16(o + 20, 1);
    rsig_put_u16(o + 22, 0);
    rsig_put_u32(o + 24, (uint32_t)total);
    rsig_put_u32(o + 28, nparts);
    size_t pos = RSIG_CONTAINER_HEADER_SIZE + 4 * (size_t)nparts;
    for (uint32_t i = 0; i < nparts; i++) {
        rsig_put_u32(o + RSIG_CONTAINER_HEADER_SIZE + 4 * (size_t)i, (uint32_t)pos);
        rsig_put_u32(o + pos, parts[i].fourcc);
        rsig_put_u32(o + pos + 4, parts[i].size);
        pos += RSIG_PART_HEADER_SIZE;
        if (parts[i].size && parts[i].data != o + pos) /* else written in place */
            memcpy(o + pos, parts[i].data, parts[i].size);
        pos += parts[i].size;
        if (i + 1 < nparts)
            while (pos % 4)
                o[pos++] = 0;
    }
    rsig_digest_retail(o + RSIG_DIGEST_START, total - RSIG_DIGEST_START, o + 4);
    *written = total;
    return ROOTSIG_OK;
}
