/*
 * Diagnostics of one context appended to another's (rootsig_diag_append,
 * rootsig_diag_append_shown), and a context locating offsets in another's
 * text.
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

static rootsig_ctx *new_ctx(int werror_off_ids)
{
    rootsig_ctx *ctx = NULL;
    cr_assert_eq(rootsig_ctx_create(NULL, &ctx), ROOTSIG_OK);
    rootsig_ctx_text_in_place(ctx, 1);
    if (werror_off_ids)
        cr_assert_eq(rootsig_ctx_disable_warning(ctx, "RS2034", 1), ROOTSIG_OK);
    return ctx;
}

Test(diag_append, refuses_records_about_text_the_source_read)
{
    rootsig_ctx *a = new_ctx(0), *b = new_ctx(0);
    rootsig_signature *sig = NULL;
    static const char dsl[] = "CBV(b0),\nCBV(b0)";
    cr_assert_eq(rootsig_parse_dsl(b, "b.rs", dsl, sizeof dsl - 1, NULL, &sig), ROOTSIG_OK);
    cr_assert_eq(rootsig_validate(b, sig, NULL), ROOTSIG_ERR_INPUT);
    size_t nb = rootsig_diag_count(b);
    cr_assert_gt(nb, 0);
    cr_assert_eq(rootsig_diag_append(a, b), ROOTSIG_ERR_ARG);
    cr_assert_eq(rootsig_diag_count(a), 0, "nothing appended");
    cr_assert_eq(rootsig_error_count(a), 0);
    cr_assert_eq(rootsig_diag_append(a, a), ROOTSIG_ERR_ARG);
    cr_assert_eq(rootsig_diag_append(NULL, b), ROOTSIG_ERR_ARG);
    cr_assert_eq(rootsig_diag_append(a, NULL), ROOTSIG_ERR_ARG);
    size_t shown = 7;
    cr_assert_eq(rootsig_diag_append_shown(a, b, &shown), ROOTSIG_ERR_ARG);
    cr_assert_eq(shown, 0);
    cr_assert_eq(rootsig_error_count(a), 0);
    cr_assert_eq(rootsig_diag_append_shown(a, b, NULL), ROOTSIG_ERR_ARG);
    shown = 7;
    cr_assert_eq(rootsig_diag_append_shown(NULL, b, &shown), ROOTSIG_ERR_ARG);
    cr_assert_eq(shown, 0);
    /* The other way: b's signature validated in a is about b's text, which b keeps. */
    cr_assert_eq(rootsig_validate(a, sig, NULL), ROOTSIG_ERR_INPUT);
    rootsig_ctx *c = new_ctx(0);
    cr_assert_eq(rootsig_diag_append(c, a), ROOTSIG_OK);
    cr_assert_eq(rootsig_diag_count(c), rootsig_diag_count(a));
    cr_assert_eq(rootsig_error_count(c), rootsig_error_count(a));
    /* Counted, not copied: the same counts, no record */
    rootsig_ctx *d = new_ctx(0);
    shown = 0;
    cr_assert_eq(rootsig_diag_append_shown(d, a, &shown), ROOTSIG_OK);
    cr_assert_eq(shown, rootsig_diag_count(a));
    cr_assert_eq(rootsig_diag_count(d), 0);
    cr_assert_eq(rootsig_error_count(d), rootsig_error_count(a));
    cr_assert_eq(rootsig_warning_count(d), rootsig_warning_count(a));
    rootsig_ctx_destroy(d);
    for (size_t i = 0; i < rootsig_diag_count(a); i++) {
        const rootsig_diag *x = rootsig_diag_get(a, i), *y = rootsig_diag_get(c, i);
        cr_assert_str_eq(y->message, x->message);
        cr_assert_neq(y->message, x->message, "a copy");
        cr_assert_eq(y->line, x->line);
        cr_assert_eq(y->column, x->column);
        cr_assert_eq(y->note_count, x->note_count);
        cr_assert_str_eq(rootsig_diag_render(c, i), rootsig_diag_render(a, i));
    }
    rootsig_ctx_destroy(a); /* c's copies do not point into a */
    for (size_t i = 0; i < rootsig_diag_count(c); i++)
        cr_assert_not_null(rootsig_diag_render(c, i));
    rootsig_ctx_destroy(c);
    rootsig_ctx_destroy(b);
}

/*
 * A context locating offsets in another's text keeps a line map of its own:
 * the text's owner's map is not written (two threads would write it at
 * once), and lines are right in both.
 */
Test(diag_append, another_contexts_text_gets_a_line_map_of_its_own)
{
    rootsig_ctx *a = new_ctx(0), *b = new_ctx(0);
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
