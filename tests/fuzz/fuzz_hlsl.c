/*
 * fuzz_hlsl.c: the HLSL preprocessor and the root-signature picker, from
 * arbitrary bytes. The first byte picks the options and what to compile
 * (--define RS, --entry main or --subobject S) and which -D/-U apply; the
 * rest is up to five files separated by NUL bytes: the main file, then
 * "a.h", "b.h", "sub/c.h" and "d.hlsli", which the include callback serves
 * from memory (any other name is not found; every name a.h includes is
 * looked up the same way, so cycles and guards get explored).
 */
#include "fuzz_common.h"

enum { NFILES = 5 };

typedef struct mem_files {
    const char *text[NFILES];
    size_t len[NFILES];
    unsigned calls;
} mem_files;

static const char *const NAMES[NFILES] = {"main.hlsl", "a.h", "b.h", "sub/c.h", "d.hlsli"};

static int serve(void *user, const char *name, const char *includer, int angled,
                 const char **resolved, const char **text, size_t *length)
{
    mem_files *m = user;
    rsig_fuzz_check(name != NULL && includer != NULL && (angled == 0 || angled == 1));
    m->calls++;
    for (int i = 1; i < NFILES; i++) {
        if (strcmp(name, NAMES[i]) == 0) {
            *resolved = NAMES[i];
            *text = m->text[i];
            *length = m->len[i];
            return 0;
        }
    }
    if (strcmp(name, "unreadable.h") == 0) {
        *resolved = "permission denied";
        return -1;
    }
    return 1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 2)
        return 0;
    uint8_t ctl = data[0], pick = data[1];
    rootsig_options o = rsig_fuzz_options(ctl);
    mem_files m;
    memset(&m, 0, sizeof m);
    const char *p = (const char *)data + 2, *end = (const char *)data + size;
    for (int i = 0; i < NFILES && p <= end; i++) {
        const char *z = memchr(p, '\0', (size_t)(end - p));
        const char *e = z ? z : end;
        m.text[i] = p;
        m.len[i] = (size_t)(e - p);
        p = e + 1;
        if (z == NULL)
            break;
    }
    if (m.text[0] == NULL)
        return 0;
    static const rootsig_hlsl_macro MACROS[] = {
        {"X", NULL, 0}, {"LEVEL", "3", 0}, {"F(a, ...)", "a __VA_ARGS__", 0}, {"X", NULL, 1},
        {"RS", "\"CBV(b0)\"", 0},
    };
    rootsig_hlsl_input in;
    memset(&in, 0, sizeof in);
    in.pick = (rootsig_hlsl_pick)(pick % 3);
    in.name = in.pick == ROOTSIG_HLSL_DEFINE ? "RS" : in.pick == ROOTSIG_HLSL_ENTRY ? "main" : "S";
    in.macros = MACROS + (pick >> 2) % 3;
    in.nmacros = (size_t)((pick >> 4) % 3);
    in.include = (pick & 0x80) ? NULL : serve;
    in.include_user = &m;
    rootsig_ctx *ctx;
    if (rootsig_ctx_create(NULL, &ctx) != ROOTSIG_OK)
        return 0;
    rootsig_signature *sig = NULL;
    rootsig_status st = rootsig_parse_hlsl(ctx, NAMES[0], m.text[0], m.len[0], &in, &o, &sig);
    rsig_fuzz_check(st == ROOTSIG_OK || st == ROOTSIG_ERR_INPUT || st == ROOTSIG_ERR_LIMIT);
    rsig_fuzz_check((st == ROOTSIG_OK) == (sig != NULL));
    if (st != ROOTSIG_OK)
        rsig_fuzz_check(rootsig_error_count(ctx) > 0);
    /* the include limits bound the callback's work */
    rsig_fuzz_check(m.calls <= 4097);
    if (sig)
        rsig_fuzz_use(ctx, sig, &o);
    rsig_fuzz_render_all(ctx);
    rootsig_ctx_destroy(ctx);
    return 0;
}
