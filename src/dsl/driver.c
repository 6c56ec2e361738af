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
        rsig_token end = {RSIG_TOK_EOF, prev->off + prev->len, 0};
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
    rootsig_options o = rsig_options_resolve(options);
    if (o.version < ROOTSIG_VERSION_1_0 || o.version > ROOTSIG_VERSION_1_2)
        return ROOTSIG_ERR_ARG;
    rsig_diag_begin(ctx, options);
    if (length > UINT32_MAX - 1) {
        rsig_diag(ctx, RSIG_LIMIT_INPUT, NULL, 0, 0,
                  "input of %zu bytes exceeds the 4 GiB limit", length);
        return ROOTSIG_ERR_LIMIT;
    }
    rsig_source *src = rsig_source_new(ctx, name ? name : "<text>", text, length, RSIG_SRC_TEXT);
    if (src == NULL)
        return ROOTSIG_ERR_NOMEM;
    return rsig_parse_dsl_source(ctx, src, o.version, out);
}

/*
 * Tokens lexed ahead, taken from the lexer in batches: the fast path looks
 * up to LOOKAHEAD tokens past the current one by indexing, and the lexer's
 * loop runs uninterrupted.
 */
enum { TOKEN_BATCH = 64, LOOKAHEAD = 4 };

typedef struct token_buf {
    rsig_lexer lx;
    size_t pos, n; /* q[pos..n) are lexed but not yet taken */
    rsig_token q[TOKEN_BATCH];
} token_buf;

/*
 * Makes the current token and LOOKAHEAD more available at q[pos..]. Past
 * the end of input they repeat the end-of-input token (which the driver
 * takes only once).
 */
static void fill(token_buf *b)
{
    size_t keep = b->n - b->pos;
    memmove(b->q, b->q + b->pos, keep * sizeof b->q[0]);
    b->pos = 0;
    b->n = keep;
    if (keep == 0 || b->q[keep - 1].kind != RSIG_TOK_EOF)
        b->n += rsig_lex_dsl_tokens(&b->lx, b->q + keep, TOKEN_BATCH - keep);
    while (b->n < LOOKAHEAD + 1) {
        b->q[b->n] = b->q[b->n - 1];
        b->n++;
    }
}

/* The i-th token after the one just taken (0: the next one; i < LOOKAHEAD). */
static const rsig_token *peek(const token_buf *b, size_t i)
{
    return &b->q[b->pos + i];
}

static void drop(token_buf *b, size_t n)
{
    b->pos += n;
}

/*
 * The fast path. Where the parser's state is known from the token before
 * (inside an element, after '(' or ','; or where an element may start), the
 * driver combines sequences that can then never be a syntax error into one
 * token: `name = value` (value an integer, a float or one name) followed by
 * ',' or ')' becomes ARG, or with the ',' before it COMMA_ARG; `KEYWORD (`
 * becomes OPEN. Lemon then shifts and reduces one token instead of up to
 * four. The argument's builders are called right after the parser takes the
 * token, in the order the grammar's reductions would call them (taking it
 * runs the reductions still pending before it, such as the element's
 * opening), so messages are unchanged; anything else goes through the
 * grammar as usual.
 *
 * Combining stays below FAST_DEPTH open parentheses, far from the parser's
 * fixed stack: a combined token takes fewer stack entries than its parts,
 * so combining deeper would move the point where deep nesting overflows the
 * stack (and is reported).
 */
enum { FAST_DEPTH = 8 };

/* Is `= value` then ',' or ')' next, starting i tokens ahead (i < LOOKAHEAD - 2)? */
static bool argument_ahead(const token_buf *b, size_t i)
{
    if (peek(b, i)->kind != RSIG_T_EQ)
        return false;
    int v = peek(b, i + 1)->kind;
    if (v != RSIG_T_INT && v != RSIG_T_FLOAT && v != RSIG_T_IDENT)
        return false;
    int after = peek(b, i + 2)->kind;
    return after == RSIG_T_COMMA || after == RSIG_T_RPAREN;
}

/* The grammar's actions for `name = value`, in its order of reductions. */
static void build_argument(rsig_dsl_state *ps, const rsig_token *name, const rsig_token *value)
{
    rsig_dsl_key(ps, name);         /* key ::= IDENT EQ */
    if (value->kind == RSIG_T_IDENT) /* names ::= IDENT */
        rsig_dsl_name(ps, value);
    else                            /* number ::= INT | FLOAT */
        rsig_dsl_number(ps, NULL, value);
    rsig_dsl_assign(ps);            /* argument ::= key value */
}

/* Can a ',' come after prev inside an element (prev ends an argument)? */
static bool ends_argument(int prev)
{
    return prev == RSIG_T_REG || prev == RSIG_T_INT || prev == RSIG_T_FLOAT ||
           prev == RSIG_T_IDENT || prev == RSIG_T_RPAREN;
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
    void *parser = sig ? rsig_alloc(&ctx->arena, rsig_dsl_parser_size()) : NULL;
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
        if (tb.n - tb.pos < LOOKAHEAD + 1)
            fill(&tb);
        rsig_token t = tb.q[tb.pos];
        int kind = t.kind;
        tb.pos++;
        if (ps.oom || ctx->arena.oom)
            break;
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
        /* What the parser is fed: t itself, or t and the tokens after it combined. */
        int feed = kind;
        rsig_token name, value, last = t;
        bool argument = false;
        int before = ps.prev.kind;
        if (ctx->no_fast_paths) {
            /* tests: every token goes to the grammar as it is */
        } else if (kind == RSIG_T_IDENT) {
            if (parens > 0 && parens < FAST_DEPTH &&
                (before == RSIG_T_COMMA || before == RSIG_T_LPAREN) && argument_ahead(&tb, 0)) {
                feed = RSIG_T_ARG;
                argument = true;
                name = t;
                value = *peek(&tb, 1);
                drop(&tb, 2); /* '=' and the value; keep ',' or ')' */
            } else if (parens < FAST_DEPTH &&
                       (before == RSIG_T_COMMA || before == RSIG_T_LPAREN ||
                        before == RSIG_TOK_EOF) &&
                       peek(&tb, 0)->kind == RSIG_T_LPAREN) {
                feed = RSIG_T_OPEN;
                last = *peek(&tb, 0);
                drop(&tb, 1);
            }
        } else if (kind == RSIG_T_COMMA && parens > 0 && parens < FAST_DEPTH &&
                   ends_argument(before) && peek(&tb, 0)->kind == RSIG_T_IDENT &&
                   argument_ahead(&tb, 1)) {
            feed = RSIG_T_COMMA_ARG;
            argument = true;
            name = *peek(&tb, 0);
            value = *peek(&tb, 2);
            drop(&tb, 3); /* the name, '=' and the value; keep ',' or ')' */
        }
        if (feed != kind)
            ctx->fast_path_hits++;
        if (argument) {
            t.kind = feed;
            t.len = value.off + value.len - t.off;
            last = value;
        } else if (feed == RSIG_T_OPEN) {
            t.kind = feed; /* the keyword's span: the builders take it as `K` */
        }
        if (feed == RSIG_T_LPAREN || feed == RSIG_T_OPEN)
            parens++;
        else if (feed == RSIG_T_RPAREN && parens > 0)
            parens--;
        rsig_dsl_parse(parser, feed, t);
        if (ps.pending) {
            ps.pending = false;
            if (!ps.syntax_error)
                rsig_dsl_diag(&ps, ps.pending_id, &ps.pending_at, "%s", ps.pending_msg);
        }
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
        if (argument)
            build_argument(&ps, &name, &value);
        if (kind == RSIG_TOK_EOF)
            break;
        ps.prev = last;
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
