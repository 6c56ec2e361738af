/*
 * check_module.c: checks every root signature of an LLVM IR module, as
 * `rootsig check MODULE.ll` does, for a program that embeds the library.
 *
 * The module is read once into a buffer that ends in a NUL, and the
 * library reads it there (rootsig_ctx_text_in_place) instead of copying
 * it: a module of tens of megabytes is held once. Its entries are decoded
 * and validated one at a time (rootsig_parse_metadata_each), so memory
 * stays proportional to the text, and the diagnostics are printed as the
 * entries produce them.
 *
 *   cc check_module.c -lrootsig -o check_module && ./check_module shaders.ll
 *
 * Exit status: 0 valid, 1 errors reported, 2 usage or I/O errors.
 */
#include <rootsig.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct checker {
    rootsig_ctx *ctx;
    size_t shown; /* diagnostics printed so far */
} checker;

static void print_new(checker *c)
{
    size_t n = rootsig_diag_count(c->ctx);
    for (; c->shown < n; c->shown++) {
        const char *text = rootsig_diag_render(c->ctx, c->shown);
        if (text != NULL)
            fputs(text, stdout);
    }
}

static int check_entry(void *user, size_t index, const char *function, rootsig_signature *sig)
{
    checker *c = user;
    (void)index;
    (void)function;
    if (sig != NULL) {
        /* the entry's own version (1.0, 1.1 or 1.2), the default compat mode */
        rootsig_options options = {rootsig_signature_version(sig), ROOTSIG_COMPAT_LLVM, 0, 0};
        rootsig_validate(c->ctx, sig, &options);
    }
    print_new(c);
    return 0; /* go on with the next entry */
}

/* The whole file and a NUL after it, or NULL. */
static char *read_file(const char *path, size_t *length)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL)
        return NULL;
    size_t cap = 1 << 16, n = 0;
    char *text = malloc(cap + 1);
    size_t got;
    while (text != NULL && (got = fread(text + n, 1, cap - n, f)) > 0) {
        n += got;
        if (n == cap) {
            char *more = realloc(text, cap * 2 + 1);
            if (more == NULL) {
                free(text);
                text = NULL;
            }
            text = more;
            cap *= 2;
        }
    }
    if (text != NULL && ferror(f)) {
        free(text);
        text = NULL;
    }
    fclose(f);
    if (text != NULL) {
        text[n] = '\0';
        *length = n;
    }
    return text;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: %s MODULE.ll\n", argv[0]);
        return 2;
    }
    size_t length = 0;
    char *text = read_file(argv[1], &length);
    if (text == NULL) {
        perror(argv[1]);
        return 2;
    }
    checker c = {NULL, 0};
    if (rootsig_ctx_create(NULL, &c.ctx) != ROOTSIG_OK) {
        free(text);
        return 2;
    }
    rootsig_ctx_text_in_place(c.ctx, 1); /* text[length] is a NUL; text outlives the context's use */
    rootsig_status st = rootsig_parse_metadata_each(c.ctx, argv[1], text, length, NULL,
                                                    check_entry, &c, NULL);
    print_new(&c); /* what reading the module reported, if it stopped before any entry */
    int rc = st == ROOTSIG_ERR_NOMEM ? 2 : rootsig_error_count(c.ctx) > 0 ? 1 : 0;
    rootsig_ctx_destroy(c.ctx);
    free(text);
    return rc;
}
