/*
 * A context locating offsets in another context's text: a signature read
 * by one and validated with another.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ast.h"
#include "internal.h"
#include "rootsig.h"

typedef struct text {
    char *s;
    size_t len, cap;
} text;

static void put(text *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void put(text *t, const char *fmt, ...)
{
    for (;;) {
        va_list ap;
        va_start(ap, fmt);
        int n = vsnprintf(t->s + t->len, t->cap - t->len, fmt, ap);
        va_end(ap);
        cr_assert_geq(n, 0);
        if ((size_t)n < t->cap - t->len) {
            t->len += (size_t)n;
            return;
        }
        t->cap = t->cap * 2 + (size_t)n + 64;
        t->s = realloc(t->s, t->cap);
        cr_assert_not_null(t->s);
    }
}

static rootsig_ctx *new_ctx(void)
{
    rootsig_ctx *ctx = NULL;
    cr_assert_eq(rootsig_ctx_create(NULL, &ctx), ROOTSIG_OK);
    rootsig_ctx_text_in_place(ctx, 1);
    return ctx;
}

/*
 * A context locating offsets in another's text keeps a line map of its own:
 * the text's owner's map is not written (the owner's reset would leave it
 * in freed memory), and lines are right in both.
 */
Test(views, another_contexts_text_gets_a_line_map_of_its_own)
{
    rootsig_ctx *a = new_ctx(), *b = new_ctx();
    text t = {malloc(64), 0, 64};
    for (int i = 0; i < 3000; i++)
        put(&t, "CBV(b%d),\n", i);
    put(&t, "CBV(b7)");
    rootsig_signature *sig = NULL;
    cr_assert_eq(rootsig_parse_dsl(a, "a.rs", t.s, t.len, NULL, &sig), ROOTSIG_OK);
    const rsig_source *src = sig->src;
    cr_assert_eq(src->nmarks, 0);
    cr_assert_eq(rootsig_validate(b, sig, NULL), ROOTSIG_ERR_INPUT);
    cr_assert_eq(src->nmarks, 0, "a's map untouched");
    const rootsig_diag *d = rootsig_diag_get(b, 0);
    cr_assert_eq(d->line, 3001);
    cr_assert_eq(d->column, 1);
    cr_assert_eq(rootsig_diag_get(b, 1)->line, 8, "the note, at the other CBV(b7)");
    cr_assert_eq(rootsig_validate(a, sig, NULL), ROOTSIG_ERR_INPUT);
    cr_assert_gt(src->nmarks, 0, "a's own map");
    cr_assert_eq(rootsig_diag_get(a, 0)->line, 3001);
    rootsig_ctx_destroy(b);
    rootsig_ctx_destroy(a);
    free(t.s);
}
