/*
 * pp.c: the preprocessor's directives (pp.h says how the parts fit):
 * conditionals, #include, the main loop and the setup. Files and the lexer
 * are in pp_lex.c, the macro table and #define in pp_define.c, macro
 * expansion in pp_expand.c, #if expressions in pp_expr.c.
 */
#include <stdio.h>

#include "pp.h"

/* ---- conditionals --------------------------------------------------------- */

struct pp_cond {
    pp_cond *up;
    const pp_tok *where;   /* the #if, #ifdef or #ifndef */
    const pp_file *file;
    bool taken;            /* a branch of the group was taken */
    bool in_else;
};



/* The directive name after '#' t, or NULL for a null directive. */
static pp_tok *dir_name(pp_tok *t)
{
    pp_tok *d = t->next;
    return d->bol || d->kind == PT_EOF ? NULL : d;
}

/*
 * Skips a group not taken: returns the '#' of the #elif, #else or #endif
 * that ends it, or the end of the file (after RS6022).
 */
static pp_tok *skip_group(pp *p, pp_tok *t, const pp_cond *c)
{
    int depth = 0;
    for (; t->kind != PT_EOF; t = t->next) {
        if (!t->bol || !pp_is(t, "#"))
            continue;
        pp_tok *d = dir_name(t);
        if (d == NULL)
            continue;
        if (pp_is(d, "if") || pp_is(d, "ifdef") || pp_is(d, "ifndef"))
            depth++;
        else if (depth == 0 && (pp_is(d, "elif") || pp_is(d, "else") || pp_is(d, "endif")))
            return t;
        else if (pp_is(d, "endif"))
            depth--;
    }
    rsig_pp_diag(p, RSIG_PP_CONDITIONAL, c->where, "this conditional has no #endif");
    return t;
}

static pp_cond *push_cond(pp *p, pp_cond **stack, const pp_tok *where)
{
    pp_cond *c = rsig_alloc(p->arena, sizeof *c);
    if (c == NULL)
        return NULL;
    c->up = *stack;
    c->where = where;
    c->file = where->file;
    *stack = c;
    return c;
}

/* #ifdef/#ifndef NAME: is it defined? */
static bool ifdef_name(pp *p, pp_tok *d, bool *defined)
{
    pp_tok *n = d->next;
    if (n->bol || n->kind != PT_IDENT) {
        rsig_pp_diag(p, RSIG_PP_DIRECTIVE_SYNTAX, n->bol || n->kind == PT_EOF ? d : n,
                     "#%.*s needs a macro name", pp_nl(d->len), d->s);
        return false;
    }
    rsig_pp_extra_tokens(p, n->next, pp_is(d, "ifdef") ? "ifdef" : "ifndef");
    *defined = rsig_pp_lookup(p, n->s, n->len) != NULL;
    return !p->failed;
}

/* ---- #include ------------------------------------------------------------- */

static bool once_has(const pp *p, const char *path)
{
    for (uint32_t i = 0; i < p->nonce; i++)
        if (strcmp(p->once[i], path) == 0)
            return true;
    return false;
}

/* The note of a file included by the directive at hash_tok. */
static const rsig_src_note *include_note(pp *p, const pp_tok *hash_tok)
{
    rsig_src_note *n = rsig_alloc(p->arena, sizeof *n);
    if (n == NULL)
        return NULL;
    size_t off, len;
    rsig_pp_where(hash_tok, &off, &len);
    const pp_file *f = hash_tok->file;
    unsigned line, col;
    rsig_source_locate(f->src, p->arena, off, &line, &col);
    rsig_buf b;
    rsig_buf_init(&b, p->arena);
    rsig_buf_printf(&b, "in file included from %s:%u", f->src->name, line);
    if (b.data == NULL)
        return NULL;
    /* the whole directive line, as far as its end */
    size_t end = off;
    while (end < f->src->len && f->src->text[end] != '\n' && f->src->text[end] != '\r')
        end++;
    n->next = f->src->included;
    n->src = f->src;
    n->offset = (uint32_t)off;
    n->length = (uint32_t)(end - off);
    n->message = b.data;
    return n;
}

/*
 * #include; hash_tok at '#', d at "include". Returns the tokens of the
 * included file (ending with its EOF, whose next is rest), rest if it is
 * skipped (#pragma once), or NULL after a diagnostic.
 */
static pp_tok *do_include(pp *p, pp_tok *hash_tok, pp_tok *d, pp_tok *rest)
{
    pp_tok *t = d->next;
    pp_tok *end = rsig_pp_line_end(t);
    char *name = NULL;
    bool angled = false;
    const pp_tok *at = t->bol || t->kind == PT_EOF ? d : t;
    if (t != end && t->kind == PT_STRING) {
        name = rsig_strndup(p->arena, t->s + 1, t->len - 2);
        rsig_pp_extra_tokens(p, t->next, "include");
    } else if (t != end && pp_is(t, "<")) {
        /* <name>: the characters up to '>' on the line, as written */
        const char *s = t->s + 1;
        const char *e = s;
        const char *lim = t->file->clean + t->file->nclean;
        while (e < lim && *e != '>' && *e != '\n')
            e++;
        if (e < lim && *e == '>' && !t->synth) {
            name = rsig_strndup(p->arena, s, (size_t)(e - s));
            angled = true;
            pp_tok *q = t;
            while (q != end && q->s < e + 1 && q->file == t->file)
                q = q->next;
            rsig_pp_extra_tokens(p, q, "include");
        }
    } else if (t != end) {
        /* #include MACRO: the expansion must be "name" or <name> */
        pp_tok *line = rsig_pp_copy_line(p, t, end, d);
        pp_tok *x = line ? rsig_pp_expand_list(p, line) : NULL;
        if (x && x->kind == PT_STRING && x->next->kind == PT_EOF) {
            name = rsig_strndup(p->arena, x->s + 1, x->len - 2);
        } else if (x && pp_is(x, "<")) {
            rsig_buf b;
            rsig_buf_init(&b, p->arena);
            pp_tok *q = x->next;
            for (; q->kind != PT_EOF && !pp_is(q, ">"); q = q->next) {
                if (q != x->next && q->space)
                    rsig_buf_put(&b, " ", 1);
                rsig_buf_put(&b, q->s, q->len);
            }
            if (q->kind != PT_EOF && q->next->kind == PT_EOF) {
                name = b.data ? b.data : rsig_strndup(p->arena, "", 0);
                angled = true;
            }
        }
    }
    if (p->failed)
        return NULL;
    if (name == NULL) {
        rsig_pp_diag(p, RSIG_PP_DIRECTIVE_SYNTAX, at,
                     "#include needs a file name: \"name\" or <name>");
        return NULL;
    }
    if (p->nfiles >= PP_MAX_FILES) {
        rsig_pp_diag(p, RSIG_PP_INCLUDE_COUNT, at,
                     "more than %d files are included in all; is an include guard missing?",
                     PP_MAX_FILES);
        return NULL;
    }
    const char *resolved = NULL, *text = NULL;
    size_t len = 0;
    int r = p->include ? p->include(p->include_user, name, hash_tok->file->path, angled,
                                    &resolved, &text, &len)
                       : 1;
    if (r > 0 || (r == 0 && text == NULL && len)) {
        rsig_pp_diag(p, RSIG_PP_INCLUDE_NOT_FOUND, at, "cannot find the included file %c%s%c%s",
                     angled ? '<' : '"', name, angled ? '>' : '"',
                     p->include ? "" : " (no include callback was given, so none is read)");
        return NULL;
    }
    if (r < 0) {
        rsig_pp_diag(p, RSIG_PP_INCLUDE_READ, at, "cannot read the included file %c%s%c%s%s",
                     angled ? '<' : '"', name, angled ? '>' : '"', resolved ? ": " : "",
                     resolved ? resolved : "");
        return NULL;
    }
    if (resolved == NULL)
        resolved = name;
    if (once_has(p, resolved))
        return rest;
    if (hash_tok->file->depth + 1 > PP_MAX_INCLUDE_DEPTH) {
        /* a cycle, if the file is among those including it */
        const pp_file *f = hash_tok->file;
        for (; f; f = f->parent)
            if (strcmp(f->path, resolved) == 0)
                break;
        if (f) {
            rsig_pp_diag(p, RSIG_PP_INCLUDE_CYCLE, at,
                         "'%s' includes itself (through %u files), with no include guard or "
                         "#pragma once to stop it",
                         resolved, hash_tok->file->depth - f->depth + 1);
        } else {
            rsig_pp_diag(p, RSIG_PP_INCLUDE_DEPTH, at,
                         "#include nested more than %d levels deep", PP_MAX_INCLUDE_DEPTH);
        }
        return NULL;
    }
    const rsig_src_note *note = include_note(p, hash_tok);
    if (note == NULL || len > UINT32_MAX - 1)
        return NULL;
    pp_file *f = rsig_pp_new_file(p, resolved, text ? text : "", len, hash_tok->file, note);
    if (f == NULL)
        return NULL;
    p->nfiles++;
    p->budget += len < SIZE_MAX / 16 ? 8 * len : 0;
    pp_tok *toks = rsig_pp_tokenize(p, f);
    if (toks == NULL)
        return NULL;
    pp_tok *e = toks;
    while (e->kind != PT_EOF)
        e = e->next;
    e->next = rest;
    return toks;
}

/* ---- the main loop -------------------------------------------------------- */

static void emit(pp *p, pp_tok *t)
{
    pp_tok *c = rsig_pp_copy(p, t);
    if (c == NULL)
        return;
    if (p->out_tail)
        p->out_tail->next = c;
    else
        p->out = c;
    p->out_tail = c;
}

/* Runs the directives of a token list (and expands its text if asked). */
static bool run(pp *p, pp_tok *t)
{
    pp_cond *conds = NULL;
    while (!p->failed) {
        if (t->kind == PT_EOF) {
            /* the end of a file: its conditionals must be closed */
            while (conds && conds->file == t->file) {
                rsig_pp_diag(p, RSIG_PP_CONDITIONAL, conds->where,
                             "this conditional has no #endif before the end of its file");
                conds = conds->up;
            }
            if (t->next == NULL || p->failed)
                break;
            t = t->next;
            continue;
        }
        if (!(t->bol && pp_is(t, "#"))) {
            if (p->expand_text) {
                if (rsig_pp_expand_macro(p, &t, t))
                    continue;
                emit(p, t);
            }
            t = t->next;
            continue;
        }
        pp_tok *hash_tok = t;
        pp_tok *d = dir_name(t);
        if (d == NULL) { /* # alone */
            t = t->next;
            continue;
        }
        pp_tok *end = rsig_pp_line_end(d);
        if (pp_is(d, "define")) {
            rsig_pp_define(p, d);
        } else if (pp_is(d, "undef")) {
            pp_tok *n = d->next;
            if (n->bol || n->kind != PT_IDENT)
                rsig_pp_diag(p, RSIG_PP_DIRECTIVE_SYNTAX, n->bol || n->kind == PT_EOF ? d : n,
                             "#undef needs a macro name");
            else {
                rsig_pp_undefine(p, n->s, n->len);
                rsig_pp_extra_tokens(p, n->next, "undef");
            }
        } else if (pp_is(d, "include")) {
            pp_tok *r = do_include(p, hash_tok, d, end);
            if (r == NULL)
                break;
            t = r;
            continue;
        } else if (pp_is(d, "if") || pp_is(d, "ifdef") || pp_is(d, "ifndef")) {
            pp_cond *c = push_cond(p, &conds, hash_tok);
            bool v = false;
            if (c == NULL)
                break;
            if (pp_is(d, "if")) {
                pp_tok *line = rsig_pp_copy_line(p, d->next, end, d);
                if (line == NULL || !rsig_pp_eval(p, d, line, &v))
                    break;
            } else if (!ifdef_name(p, d, &v)) {
                break;
            } else if (pp_is(d, "ifndef")) {
                v = !v;
            }
            c->taken = v;
            if (!v) {
                t = skip_group(p, end, c);
                continue;
            }
        } else if (pp_is(d, "elif") || pp_is(d, "else")) {
            bool is_else = pp_is(d, "else");
            if (conds == NULL || conds->file != hash_tok->file) {
                rsig_pp_diag(p, RSIG_PP_CONDITIONAL, d, "#%s without #if", is_else ? "else" : "elif");
                break;
            }
            if (conds->in_else) {
                rsig_pp_diag(p, RSIG_PP_CONDITIONAL, d, "#%s after #else",
                             is_else ? "else" : "elif");
                break;
            }
            if (is_else) {
                conds->in_else = true;
                rsig_pp_extra_tokens(p, d->next, "else");
            }
            bool v = false;
            if (!conds->taken && !is_else) {
                pp_tok *line = rsig_pp_copy_line(p, d->next, end, d);
                if (line == NULL || !rsig_pp_eval(p, d, line, &v))
                    break;
            } else if (!conds->taken) {
                v = true;
            }
            if (v) {
                conds->taken = true;
            } else {
                t = skip_group(p, end, conds);
                continue;
            }
        } else if (pp_is(d, "endif")) {
            if (conds == NULL || conds->file != hash_tok->file) {
                rsig_pp_diag(p, RSIG_PP_CONDITIONAL, d, "#endif without #if");
                break;
            }
            conds = conds->up;
            rsig_pp_extra_tokens(p, d->next, "endif");
        } else if (pp_is(d, "error") || pp_is(d, "warning")) {
            bool err = pp_is(d, "error");
            /* the message as written, to the end of the line */
            pp_tok *m = d->next;
            const char *s = m != end && m->file == d->file ? m->s : "";
            const char *e = s;
            const char *lim = d->file->clean + d->file->nclean;
            if (*s)
                while (e < lim && *e != '\n')
                    e++;
            while (e > s && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\r'))
                e--;
            rsig_pp_diag(p, err ? RSIG_PP_ERROR_DIRECTIVE : RSIG_PP_WARNING_DIRECTIVE, d,
                         "#%s %.*s", err ? "error" : "warning", (int)(e - s), s);
            if (err)
                break;
        } else if (pp_is(d, "pragma")) {
            pp_tok *n = d->next;
            if (!n->bol && pp_is(n, "once")) {
                if (!rsig_grow(p->arena, (void **)&p->once, &p->once_cap, p->nonce + 1,
                               sizeof *p->once))
                    break;
                p->once[p->nonce++] = hash_tok->file->path;
            }
            /* other pragmas are for the shader compiler */
        } else if (pp_is(d, "line")) {
            /* accepted; diagnostics keep the physical file and line */
        } else {
            rsig_pp_diag(p, RSIG_PP_UNKNOWN_DIRECTIVE, d, "unknown directive '#%.*s'",
                         pp_nl(d->len), d->s);
            break;
        }
        t = end;
    }
    return !p->failed && !p->ctx->arena.oom;
}

/* ---- setup ---------------------------------------------------------------- */

/* Runs directive text from a pseudo-file ("<built-in>", "<command line>"). */
static bool run_text(pp *p, const char *name, const char *text, size_t len)
{
    pp_file *f = rsig_pp_new_file(p, name, text, len, NULL, NULL);
    if (f == NULL)
        return false;
    p->builtin = f;
    const pp_file *main = p->main;
    p->main = f;
    pp_tok *t = rsig_pp_tokenize(p, f);
    bool ok = t && run(p, t);
    p->main = main;
    return ok;
}

/* A -D/-U name: one identifier token, all of it. */
static bool valid_name(const char *s, size_t n)
{
    uint8_t kind;
    return n > 0 && n < UINT32_MAX && rsig_pp_lex_one(s, (uint32_t)n, 0, &kind) == n &&
           kind == PT_IDENT;
}

bool rsig_pp_init(pp *p, rootsig_ctx *ctx, const rootsig_hlsl_input *in, rootsig_compat compat)
{
    memset(p, 0, sizeof *p);
    p->ctx = ctx;
    p->arena = &ctx->arena;
    p->include = in->include;
    p->include_user = in->include_user;
    p->budget = (size_t)1 << 18;
    /*
     * What the compilers define (docs/hlsl.md): clang 22 for a root
     * signature target (-T rootsig_1_x, shader model 6.0), or DXC's.
     */
    static const char clang_predefs[] =
        "#define __hlsl_clang 1\n#define __HLSL_VERSION 2028\n#define __HLSL_202x 2028\n"
        "#define __HLSL_202y 2029\n#define __SHADER_TARGET_MAJOR 6\n"
        "#define __SHADER_TARGET_MINOR 0\n#define __SHADER_TARGET_STAGE 15\n"
        "#define __SHADER_STAGE_PIXEL 0\n#define __SHADER_STAGE_VERTEX 1\n"
        "#define __SHADER_STAGE_GEOMETRY 2\n#define __SHADER_STAGE_HULL 3\n"
        "#define __SHADER_STAGE_DOMAIN 4\n#define __SHADER_STAGE_COMPUTE 5\n"
        "#define __SHADER_STAGE_LIBRARY 6\n#define __SHADER_STAGE_MESH 13\n"
        "#define __SHADER_STAGE_AMPLIFICATION 14\n";
    static const char dxc_predefs[] =
        "#define __hlsl_dx_compiler 1\n#define __HLSL_VERSION 2021\n"
        "#define __SHADER_TARGET_MAJOR 6\n#define __SHADER_TARGET_MINOR 0\n";
    const char *pre = compat == ROOTSIG_COMPAT_DXC ? dxc_predefs : clang_predefs;
    if (!run_text(p, "<built-in>", pre, strlen(pre)))
        return false;
    for (size_t i = 0; i < in->nmacros; i++) {
        const rootsig_hlsl_macro *m = &in->macros[i];
        const char *name = m->name ? m->name : "";
        size_t n = strcspn(name, "(");
        bool ok = valid_name(name, n) && !strchr(name, '\n') &&
                  (m->value == NULL || !strchr(m->value, '\n')) && (!m->undef || !name[n]);
        if (!ok) {
            rsig_diag(ctx, RSIG_PP_COMMAND_LINE, NULL, 0, 0,
                      "-%c %.*s: not a macro name (a letter or '_', then letters, digits and "
                      "'_')",
                      m->undef ? 'U' : 'D', pp_nl(strlen(name)), name);
            return false;
        }
        rsig_buf b;
        rsig_buf_init(&b, p->arena);
        if (m->undef)
            rsig_buf_printf(&b, "#undef %s\n", name);
        else
            rsig_buf_printf(&b, "#define %s %s\n", name, m->value ? m->value : "1");
        if (b.failed || !run_text(p, "<command line>", b.data, b.len))
            return false;
    }
    return true;
}

bool rsig_pp_run(pp *p, const char *name, const char *text, size_t length)
{
    pp_file *f = rsig_pp_new_file(p, name, text, length, NULL, NULL);
    if (f == NULL)
        return false;
    p->main = f;
    p->budget += length < SIZE_MAX / 16 ? 8 * length : 0;
    pp_tok *t = rsig_pp_tokenize(p, f);
    if (t == NULL || !run(p, t))
        return false;
    /* the preprocessed text ends with an EOF, as every token list does */
    pp_tok *e = rsig_alloc(p->arena, sizeof *e);
    if (e == NULL)
        return false;
    e->kind = PT_EOF;
    e->file = f;
    e->off = f->nclean;
    e->bol = true;
    e->s = "";
    if (p->out_tail)
        p->out_tail->next = e;
    else
        p->out = e;
    p->out_tail = e;
    return true;
}
