/*
 * compile-rs: root-signature DSL in (the first argument), an RTS0 part out
 * (standard output), through the library that pkg-config found.
 *
 *   cc -o compile-rs main.c $(pkg-config --cflags --libs rootsig)
 *   cc -static -o compile-rs main.c $(pkg-config --static --cflags --libs rootsig)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <rootsig.h>

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: %s 'DSL' > out.rts0\n", argv[0]);
        return 2;
    }
    /* The header and the library must come from the same release. */
    if (strcmp(rootsig_version_string(), ROOTSIG_VERSION_STRING) != 0) {
        fprintf(stderr, "header %s, library %s\n", ROOTSIG_VERSION_STRING,
                rootsig_version_string());
        return 2;
    }
    rootsig_ctx *ctx = NULL;
    if (rootsig_ctx_create(NULL, &ctx) != ROOTSIG_OK)
        return 2;
    unsigned char out[65536];
    size_t len = 0;
    rootsig_status st =
        rootsig_compile_dsl(ctx, "<argument>", argv[1], strlen(argv[1]), NULL, out, sizeof out, &len);
    for (size_t i = 0; i < rootsig_diag_count(ctx); i++)
        fputs(rootsig_diag_render(ctx, i), stderr);
    int rc = 0;
    if (st != ROOTSIG_OK) {
        fprintf(stderr, "%s\n", rootsig_status_string(st));
        rc = 1;
    } else if (fwrite(out, 1, len, stdout) != len || fflush(stdout) != 0) {
        perror("stdout");
        rc = 2;
    }
    rootsig_ctx_destroy(ctx);
    return rc;
}
