/*
 * renderer: what a consumer of rootsig does with it. Checks the two root
 * signatures the build compiled (one read from a file the build wrote, one
 * embedded by a generated header) and compiles a third at run time.
 */
#include <stdio.h>
#include <stdlib.h>

#include <rootsig.h>

#include "post_rs.h" /* generated: post_rs[], POST_RS_SIZE */

static void print_diagnostics(rootsig_ctx *ctx)
{
    for (size_t i = 0; i < rootsig_diag_count(ctx); i++)
        fputs(rootsig_diag_render(ctx, i), stderr);
}

/* The whole file (NULL if it cannot be read). */
static unsigned char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL)
        return NULL;
    size_t cap = 4096, n = 0;
    unsigned char *buf = malloc(cap);
    while (buf != NULL) {
        n += fread(buf + n, 1, cap - n, f);
        if (n < cap)
            break;
        unsigned char *bigger = realloc(buf, cap * 2);
        if (bigger == NULL)
            free(buf);
        buf = bigger;
        cap *= 2;
    }
    if (buf != NULL && ferror(f)) {
        free(buf);
        buf = NULL;
    }
    fclose(f);
    *len = n;
    return buf;
}

/* A compiled root signature: read back, validated, its version printed. */
static int check_binary(rootsig_ctx *ctx, const char *what, const void *data, size_t len)
{
    rootsig_signature *sig = NULL;
    if (rootsig_read_binary(ctx, what, data, len, &sig) != ROOTSIG_OK) {
        print_diagnostics(ctx);
        return 1;
    }
    /* Validated by the rules of its own version. */
    rootsig_version v = rootsig_signature_version(sig);
    rootsig_options opt = {v, ROOTSIG_COMPAT_LLVM, 0, 0};
    if (rootsig_validate(ctx, sig, &opt) != ROOTSIG_OK) {
        print_diagnostics(ctx);
        return 1;
    }
    printf("%s: %zu bytes, root signature 1.%u\n", what, len, (unsigned)v - 1u);
    return 0;
}

int main(void)
{
    rootsig_ctx *ctx = NULL;
    if (rootsig_ctx_create(NULL, &ctx) != ROOTSIG_OK)
        return 1;
    int bad = 0;

    size_t len = 0;
    unsigned char *main_rs = read_file(MAIN_RS_FILE, &len);
    if (main_rs == NULL) {
        perror(MAIN_RS_FILE);
        bad = 1;
    } else {
        bad |= check_binary(ctx, "MainRS (renderer.hlsl)", main_rs, len);
        free(main_rs);
    }
    bad |= check_binary(ctx, "post_rs (post.rs, embedded)", post_rs, POST_RS_SIZE);

    /* The third, compiled now: DSL text to an RTS0 part. */
    unsigned char *text = read_file(RUNTIME_RS_FILE, &len);
    rootsig_signature *sig = NULL;
    rootsig_options opt = {ROOTSIG_VERSION_1_1, ROOTSIG_COMPAT_LLVM, 0, 0};
    if (text == NULL) {
        perror(RUNTIME_RS_FILE);
        bad = 1;
    } else if (rootsig_parse_dsl(ctx, "runtime.rs", (const char *)text, len, &opt, &sig) !=
                   ROOTSIG_OK ||
               rootsig_validate(ctx, sig, &opt) != ROOTSIG_OK) {
        print_diagnostics(ctx);
        bad = 1;
    } else {
        unsigned char part[4096];
        size_t n = 0;
        if (rootsig_write_rts0(ctx, sig, &opt, part, sizeof part, &n) != ROOTSIG_OK) {
            print_diagnostics(ctx);
            bad = 1;
        } else {
            printf("runtime.rs: compiled at run time to a %zu-byte RTS0 part\n", n);
        }
    }
    free(text);
    printf("rootsig %s: %s\n", rootsig_version_string(), bad ? "FAILED" : "ok");
    rootsig_ctx_destroy(ctx);
    return bad;
}
