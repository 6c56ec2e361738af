/*
 * driver.c: the DSL front end's driver: the re2c lexer's tokens fed to the
 * lemon grammar, with error recovery (resynchronising at the next element)
 * and the wording of syntax errors.
 */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "dsl.h"
#include "parse_dsl.h"

/* ---- syntax errors ------------------------------------------------------ */

void rsig_dsl_syntax_error(rsig_dsl_state *ps, const rsig_token *tok)
{
    ps->syntax_error = true;
    char q[64], p[64];
    const rsig_token *prev = &ps->prev;
    const char *found = rsig_dsl_quote(ps, tok, q, sizeof q);
    if (tok->kind == RSIG_TOK_EOF) {
        /* Point just after the last token, not at trailing blank lines. */
        rsig_token end = {.kind = RSIG_TOK_EOF, .off = prev->off + prev->len, .len = 0};
        if (prev->len == 0)
            end = *tok;
        if (ps->depth > 0) {
            long d = rsig_dsl_diag(ps, RSIG_UNEXPECTED_EOF, &end, "unexpected end of input: missing ')'");
            const rsig_dsl_frame *f = rsig_dsl_top(ps);
            if (f)
                rsig_note(ps->ctx, d, ps->src, f->kw.off, f->kw.len, "'%.*s(' opened here",
                          (int)f->kw.len, rsig_dsl_text(ps, &f->kw));
        } else
            rsig_dsl_diag(ps, RSIG_UNEXPECTED_EOF, &end, "unexpected end of input after %s",
                    rsig_dsl_quote(ps, prev, p, sizeof p));
        return;
    }
    switch (prev->kind) {
    case RSIG_T_EQ:
        rsig_dsl_diag(ps, RSIG_SYNTAX, tok, "expected a value after '=', found %s", found);
        return;
    case RSIG_T_PIPE:
        rsig_dsl_diag(ps, RSIG_SYNTAX, tok, "expected a flag name after '|', found %s", found);
        return;
    case RSIG_T_PLUS:
    case RSIG_T_MINUS:
        rsig_dsl_diag(ps, RSIG_SYNTAX, tok, "expected a number after %s, found %s",
                rsig_dsl_quote(ps, prev, p, sizeof p), found);
        return;
    default: break;
    }
    if (ps->depth == 0) {
        if (prev->kind == RSIG_T_IDENT && prev->off + prev->len <= tok->off &&
            tok->kind != RSIG_T_LPAREN)
            rsig_dsl_diag(ps, RSIG_SYNTAX, tok, "expected '(' after %s, found %s",
                    rsig_dsl_quote(ps, prev, p, sizeof p), found);
        else if (prev->kind == RSIG_T_RPAREN)
            rsig_dsl_diag(ps, RSIG_SYNTAX, tok, "expected ',' between elements, found %s", found);
        else
            rsig_dsl_diag(ps, RSIG_SYNTAX, tok,
                    "expected a root signature element (RootFlags, RootConstants, CBV, SRV, "
                    "UAV, DescriptorTable or StaticSampler), found %s",
                    found);
        return;
    }
    if (prev->kind == RSIG_T_LPAREN || prev->kind == RSIG_T_COMMA)
        rsig_dsl_diag(ps, RSIG_SYNTAX, tok, "expected a parameter, found %s", found);
    else if (prev->kind == RSIG_T_IDENT && tok->kind != RSIG_T_LPAREN &&
             rsig_kw_find(RSIG_KW_ELEMENT, rsig_dsl_text(ps, prev), prev->len))
        rsig_dsl_diag(ps, RSIG_SYNTAX, tok, "expected '(' after %s, found %s",
                rsig_dsl_quote(ps, prev, p, sizeof p), found);
    else if (prev->kind == RSIG_T_IDENT && tok->kind != RSIG_T_LPAREN &&
             rsig_kw_find(RSIG_KW_PARAM, rsig_dsl_text(ps, prev), prev->len))
        rsig_dsl_diag(ps, RSIG_SYNTAX, tok, "expected '=' after %s, found %s",
                rsig_dsl_quote(ps, prev, p, sizeof p), found);
    else
        rsig_dsl_diag(ps, RSIG_SYNTAX, tok, "expected ',' or ')' after %s, found %s",
                rsig_dsl_quote(ps, prev, p, sizeof p), found);
}

void rsig_dsl_too_deep(rsig_dsl_state *ps)
{
    ps->syntax_error = true;
    rsig_dsl_diag(ps, RSIG_LIMIT_NESTING, &ps->prev, "elements are nested too deeply");
}

/* ---- driver ------------------------------------------------------------- */

static void report_lex_error(rsig_dsl_state *ps, const rsig_token *t)
{
    char q[64];
    switch (t->kind) {
    case RSIG_TOK_ERR_CHAR:
        rsig_dsl_diag(ps, RSIG_BAD_CHAR, t, "unexpected character %s", rsig_dsl_quote(ps, t, q, sizeof q));
        break;
    case RSIG_TOK_ERR_NUMBER:
        rsig_dsl_diag(ps, RSIG_BAD_NUMBER, t, "malformed number %s", rsig_dsl_quote(ps, t, q, sizeof q));
        break;
    case RSIG_TOK_ERR_REGISTER:
        rsig_dsl_diag(ps, RSIG_BAD_REGISTER, t,
                "malformed register %s: a register is a letter b, t, u or s followed by "
                "decimal digits only",
                rsig_dsl_quote(ps, t, q, sizeof q));
        break;
    case RSIG_TOK_ERR_HEX:
        rsig_dsl_diag(ps, RSIG_HEX_NUMBER, t,
                "hexadecimal numbers are not allowed in root signatures; write %s in decimal",
                rsig_dsl_quote(ps, t, q, sizeof q));
        break;
    case RSIG_TOK_ERR_COMMENT:
        rsig_dsl_diag(ps, RSIG_UNTERMINATED_COMMENT, t, "unterminated /* comment");
        break;
    default: break;
    }
}

rootsig_status rootsig_parse_dsl(rootsig_ctx *ctx, const char *name, const char *text,
                                 size_t length, const rootsig_options *options,
                                 rootsig_signature **out)
{
    if (out)
        *out = NULL;
    if (ctx == NULL || out == NULL || (text == NULL && length))
        return ROOTSIG_ERR_ARG;
    rootsig_status begun = rsig_begin_text(ctx, options, length);
    if (begun != ROOTSIG_OK)
        return begun;
    rsig_source *src = rsig_source_text(ctx, name ? name : "<text>", text, length);
    if (src == NULL)
        return ROOTSIG_ERR_NOMEM;
    return rsig_parse_dsl_source(ctx, src, rsig_options_resolve(options).version, out);
}

/*
 * Tokens are taken from the lexer in batches, so that its loop keeps the
 * cursor in a register across many tokens instead of a call per token.
 */
enum { TOKEN_BATCH = 256 };

typedef struct token_buf {
    rsig_lexer lx;
    size_t pos, n; /* q[pos..n) are lexed but not yet taken */
    rsig_token q[TOKEN_BATCH];
} token_buf;

/* The next token; the end-of-input token again once the input has ended. */
static inline rsig_token next_token(token_buf *b)
{
    if (b->pos == b->n) {
        b->pos = 0;
        b->n = rsig_lex_dsl_tokens(&b->lx, b->q, TOKEN_BATCH);
    }
    return b->q[b->pos++];
}

/* A complaint held back by a builder, said once the token after it is accepted. */
static void say_pending(rsig_dsl_state *ps)
{
    ps->pending = false;
    if (!ps->syntax_error)
        rsig_dsl_diag(ps, ps->pending_id, &ps->pending_at, "%s", ps->pending_msg);
}

static void restart(rsig_dsl_state *ps, void *parser)
{
    ps->depth = 0;
    ps->have_key = false;
    ps->syntax_error = false;
    memset(&ps->prev, 0, sizeof ps->prev);
    rsig_dsl_parseInit(parser, ps);
}

rootsig_status rsig_parse_dsl_source(rootsig_ctx *ctx, rsig_source *src, rootsig_version version,
                                     rootsig_signature **out)
{
    *out = NULL;
    size_t errors_before = ctx->errors;
    rootsig_signature *sig = rsig_sig_new(ctx, src, version);
    /* not zeroed: lemon's ParseInit sets what it reads */
    void *parser = sig ? rsig_alloc_uninit(&ctx->arena, rsig_dsl_parser_size()) : NULL;
    if (parser == NULL)
        return ROOTSIG_ERR_NOMEM;

    rsig_dsl_state ps;
    memset(&ps, 0, offsetof(rsig_dsl_state, frames));
    ps.ctx = ctx;
    ps.src = src;
    ps.sig = sig;
    token_buf tb;
    tb.lx.base = tb.lx.cur = (const unsigned char *)src->text;
    tb.lx.limit = (const unsigned char *)src->text + src->len;
    tb.pos = tb.n = 0;
    rsig_dsl_parseInit(parser, &ps);
    int parens = 0; /* depth of ( ) seen, for resynchronising */
    bool skipping = false;
    for (;;) {
        if (ps.oom || ctx->arena.oom)
            break;
        rsig_token t = next_token(&tb);
        int kind = t.kind;
        if (kind < 0) {
            if (!skipping)
                report_lex_error(&ps, &t);
            if (!skipping) {
                skipping = true;
                rsig_dsl_parseFinalize(parser);
            }
            if (kind == RSIG_TOK_ERR_COMMENT)
                break;
            continue;
        }
        if (skipping) {
            /* Resume after the next comma outside any parentheses. */
            if (kind == RSIG_T_LPAREN)
                parens++;
            else if (kind == RSIG_T_RPAREN && parens > 0)
                parens--;
            if (kind == RSIG_TOK_EOF)
                break;
            if (kind == RSIG_T_COMMA && parens == 0 && !rsig_diag_stopped(ctx)) {
                skipping = false;
                restart(&ps, parser);
            }
            continue;
        }
        if (kind == RSIG_T_LPAREN)
            parens++;
        else if (kind == RSIG_T_RPAREN && parens > 0)
            parens--;
        rsig_dsl_parse(parser, kind, t);
        if (ps.pending)
            say_pending(&ps);
        if (ps.syntax_error) {
            rsig_dsl_parseFinalize(parser);
            if (kind == RSIG_TOK_EOF)
                break;
            skipping = true;
            /* The failing token may itself be the separator to resume at. */
            if (kind == RSIG_T_COMMA && parens == 0) {
                skipping = false;
                restart(&ps, parser);
            }
            continue;
        }
        if (kind == RSIG_TOK_EOF)
            break;
        ps.prev = t;
    }
    if (!skipping)
        rsig_dsl_parseFinalize(parser);
    if (ps.oom || ctx->arena.oom)
        return ROOTSIG_ERR_NOMEM;
    if (ctx->errors != errors_before)
        return ROOTSIG_ERR_INPUT;
    *out = sig;
    return ROOTSIG_OK;
}
