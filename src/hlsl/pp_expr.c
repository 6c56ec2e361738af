/*
 * pp_expr.c: #if and #elif: `defined`, macro expansion, then a C integer
 * constant expression in intmax_t/uintmax_t arithmetic (every operator,
 * ?:, character literals; identifiers left over are 0, true is 1).
 */
#include "pp.h"

typedef struct val {
    uint64_t v;
    bool u; /* unsigned */
} val;

typedef struct ev {
    pp *p;
    const pp_tok *t;   /* next token */
    const pp_tok *dir; /* the #if, for messages at the end of the line */
} ev;

static bool fail(ev *e, const pp_tok *at, const char *msg)
{
    if (!e->p->failed) {
        if (at->kind == PT_EOF)
            rsig_pp_diag(e->p, RSIG_PP_EXPRESSION, e->dir, "#%.*s: %s at the end of the line",
                         pp_nl(e->dir->len), e->dir->s, msg);
        else
            rsig_pp_diag(e->p, RSIG_PP_EXPRESSION, at, "#%.*s: %s, not '%.*s'",
                         pp_nl(e->dir->len), e->dir->s, msg, pp_nl(at->len), at->s);
    }
    return false;
}

static bool is_op(const pp_tok *t, const char *op)
{
    return t->kind == PT_PUNCT && pp_is(t, op);
}

static int digit_of(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return 99;
}

static bool number(ev *e, const pp_tok *t, val *out)
{
    const char *s = t->s;
    uint32_t n = t->len, i = 0;
    unsigned base = 10;
    if (n > 1 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
        base = 16;
        i = 2;
    } else if (n > 1 && s[0] == '0' && (s[1] == 'b' || s[1] == 'B')) {
        base = 2;
        i = 2;
    } else if (s[0] == '0') {
        base = 8;
    }
    uint64_t v = 0;
    bool over = false, any = base == 8;
    for (; i < n && digit_of(s[i]) < (int)base; i++) {
        uint64_t d = (uint64_t)digit_of(s[i]);
        if (v > (UINT64_MAX - d) / base)
            over = true;
        v = v * base + d;
        any = true;
    }
    bool u = false;
    uint32_t ls = 0;
    for (; i < n; i++) {
        if ((s[i] == 'u' || s[i] == 'U') && !u)
            u = true;
        else if ((s[i] == 'l' || s[i] == 'L') && ls < 2)
            ls++;
        else
            break;
    }
    if (i != n || !any) {
        for (uint32_t k = 0; k < n; k++)
            if (s[k] == '.' || ((s[k] == 'e' || s[k] == 'E') && base == 10))
                return fail(e, t, "a floating-point number cannot be used here; expected an "
                                  "integer");
        return fail(e, t, "expected an integer constant");
    }
    if (over)
        return fail(e, t, "this integer constant is too large for 64 bits; expected a smaller "
                          "integer");
    out->v = v;
    /* a constant too large for intmax_t is unsigned (as clang does) */
    out->u = u || v > (uint64_t)INT64_MAX;
    return true;
}

static bool char_lit(ev *e, const pp_tok *t, val *out)
{
    const char *s = t->s + 1, *end = t->s + t->len - 1;
    int64_t v = 0;
    int count = 0;
    while (s < end) {
        unsigned c = (unsigned char)*s++;
        if (c == '\\' && s < end) {
            char x = *s++;
            switch (x) {
            case 'n': c = '\n'; break;
            case 't': c = '\t'; break;
            case 'r': c = '\r'; break;
            case 'a': c = 7; break;
            case 'b': c = 8; break;
            case 'f': c = 12; break;
            case 'v': c = 11; break;
            case 'x':
                c = 0;
                while (s < end && digit_of(*s) < 16)
                    c = (c * 16 + (unsigned)digit_of(*s++)) & 0xffu;
                break;
            default:
                if (x >= '0' && x <= '7') {
                    c = (unsigned)(x - '0');
                    for (int k = 0; k < 2 && s < end && *s >= '0' && *s <= '7'; k++)
                        c = (c * 8 + (unsigned)(*s++ - '0')) & 0xffu;
                } else {
                    c = (unsigned char)x; /* \\ \' \" \? */
                }
            }
        }
        /* char is signed: a single character's value is sign-extended */
        v = count == 0 ? (int64_t)(signed char)(unsigned char)c
                       : (int64_t)(((uint64_t)v << 8) | (c & 0xffu));
        count++;
    }
    if (count == 0)
        return fail(e, t, "an empty character constant cannot be used; expected a value");
    if (count > 1)
        v = (int64_t)(int32_t)(uint32_t)v; /* a multi-character constant is an int */
    out->v = (uint64_t)v;
    out->u = false;
    return true;
}

static bool cond(ev *e, val *out, bool live);

static bool primary(ev *e, val *out, bool live)
{
    const pp_tok *t = e->t;
    if (is_op(t, "(")) {
        e->t = t->next;
        if (!cond(e, out, live))
            return false;
        if (!is_op(e->t, ")"))
            return fail(e, e->t, "expected ')'");
        e->t = e->t->next;
        return true;
    }
    e->t = t->next;
    if (t->kind == PT_NUMBER)
        return number(e, t, out);
    if (t->kind == PT_CHAR)
        return char_lit(e, t, out);
    if (t->kind == PT_IDENT) {
        /* a name no macro stands for is 0; HLSL is C++-like: true is 1 */
        out->v = pp_is(t, "true") ? 1 : 0;
        out->u = false;
        return true;
    }
    e->t = t;
    return fail(e, t, "expected a value");
}

static bool unary(ev *e, val *out, bool live)
{
    const pp_tok *t = e->t;
    if (is_op(t, "+") || is_op(t, "-") || is_op(t, "~") || is_op(t, "!")) {
        e->t = t->next;
        if (!unary(e, out, live))
            return false;
        char op = t->s[0];
        if (op == '-')
            out->v = (uint64_t)0 - out->v;
        else if (op == '~')
            out->v = ~out->v;
        else if (op == '!') {
            out->v = out->v == 0;
            out->u = false;
        }
        return true;
    }
    return primary(e, out, live);
}

/* Binary operators by precedence, lowest first. */
static const char *const LEVELS[][4] = {
    {"||"}, {"&&"}, {"|"}, {"^"}, {"&"}, {"==", "!="}, {"<", ">", "<=", ">="},
    {"<<", ">>"}, {"+", "-"}, {"*", "/", "%"},
};
enum { NLEVELS = sizeof LEVELS / sizeof LEVELS[0] };

static const char *level_op(const pp_tok *t, int level)
{
    for (int k = 0; k < 4 && LEVELS[level][k]; k++)
        if (is_op(t, LEVELS[level][k]))
            return LEVELS[level][k];
    return NULL;
}

static bool lt(val a, val b, bool u)
{
    return u ? a.v < b.v : (int64_t)a.v < (int64_t)b.v;
}

static bool binary(ev *e, val *out, int level, bool live)
{
    if (level == NLEVELS)
        return unary(e, out, live);
    if (!binary(e, out, level + 1, live))
        return false;
    const char *op;
    while ((op = level_op(e->t, level)) != NULL) {
        const pp_tok *at = e->t;
        e->t = e->t->next;
        /* && and || evaluate their right side only when it counts */
        bool rlive = live;
        if (strcmp(op, "&&") == 0)
            rlive = live && out->v != 0;
        else if (strcmp(op, "||") == 0)
            rlive = live && out->v == 0;
        val r;
        if (!binary(e, &r, level + 1, rlive))
            return false;
        val a = *out;
        bool u = a.u || r.u;
        uint64_t v = 0;
        if (strcmp(op, "||") == 0) {
            v = a.v || r.v;
            u = false;
        } else if (strcmp(op, "&&") == 0) {
            v = a.v && r.v;
            u = false;
        } else if (strcmp(op, "|") == 0) {
            v = a.v | r.v;
        } else if (strcmp(op, "^") == 0) {
            v = a.v ^ r.v;
        } else if (strcmp(op, "&") == 0) {
            v = a.v & r.v;
        } else if (strcmp(op, "==") == 0 || strcmp(op, "!=") == 0) {
            v = (a.v == r.v) == (op[0] == '=');
            u = false;
        } else if (strcmp(op, "<") == 0) {
            v = lt(a, r, u);
            u = false;
        } else if (strcmp(op, ">") == 0) {
            v = lt(r, a, u);
            u = false;
        } else if (strcmp(op, "<=") == 0) {
            v = !lt(r, a, u);
            u = false;
        } else if (strcmp(op, ">=") == 0) {
            v = !lt(a, r, u);
            u = false;
        } else if (strcmp(op, "<<") == 0 || strcmp(op, ">>") == 0) {
            /* the result has the left operand's type; out-of-range counts give 0 (or -1) */
            int64_t n = (int64_t)r.v;
            bool left = op[0] == '<';
            if (!r.u && n < 0) {
                left = !left;
                n = -n;
            }
            u = a.u;
            if (r.u && r.v >= 64)
                n = 64;
            if (n >= 64)
                v = !left && !a.u && (int64_t)a.v < 0 ? UINT64_MAX : 0;
            else if (left)
                v = a.v << n;
            else if (a.u || (int64_t)a.v >= 0)
                v = a.v >> n;
            else
                v = ~(~a.v >> n);
        } else if (strcmp(op, "+") == 0) {
            v = a.v + r.v;
        } else if (strcmp(op, "-") == 0) {
            v = a.v - r.v;
        } else if (strcmp(op, "*") == 0) {
            v = a.v * r.v;
        } else { /* / and % */
            if (r.v == 0) {
                if (live) {
                    rsig_pp_diag(e->p, RSIG_PP_DIVIDE_BY_ZERO, at,
                                 "#%.*s: %s by zero", pp_nl(e->dir->len), e->dir->s,
                                 op[0] == '/' ? "division" : "remainder");
                    return false;
                }
                v = 0;
            } else if (u) {
                v = op[0] == '/' ? a.v / r.v : a.v % r.v;
            } else if ((int64_t)a.v == INT64_MIN && (int64_t)r.v == -1) {
                v = op[0] == '/' ? a.v : 0; /* wraps, as clang's evaluation does */
            } else {
                int64_t x = (int64_t)a.v, y = (int64_t)r.v;
                v = (uint64_t)(op[0] == '/' ? x / y : x % y);
            }
        }
        out->v = v;
        out->u = u;
    }
    return true;
}

static bool cond(ev *e, val *out, bool live)
{
    if (!binary(e, out, 0, live))
        return false;
    if (!is_op(e->t, "?"))
        return true;
    e->t = e->t->next;
    bool c = out->v != 0;
    val a, b;
    if (!cond(e, &a, live && c))
        return false;
    if (!is_op(e->t, ":"))
        return fail(e, e->t, "expected ':' of '?:'");
    e->t = e->t->next;
    if (!cond(e, &b, live && !c))
        return false;
    *out = c ? a : b;
    out->u = a.u || b.u;
    return true;
}

/* defined X and defined(X) become 1 or 0, before anything is expanded. */
static pp_tok *replace_defined(pp *p, const pp_tok *dir, pp_tok *line)
{
    pp_tok head = {0}, *tail = &head;
    pp_tok *t = line;
    while (t->kind != PT_EOF) {
        if (!pp_is(t, "defined")) {
            tail->next = t;
            tail = t;
            t = t->next;
            continue;
        }
        pp_tok *n = t->next;
        bool paren = pp_is(n, "(");
        if (paren)
            n = n->next;
        if (n->kind != PT_IDENT) {
            rsig_pp_diag(p, RSIG_PP_EXPRESSION, n->kind == PT_EOF ? t : n,
                         "#%.*s: 'defined' needs a macro name", pp_nl(dir->len), dir->s);
            return NULL;
        }
        pp_tok *after = n->next;
        if (paren) {
            if (!pp_is(after, ")")) {
                rsig_pp_diag(p, RSIG_PP_EXPRESSION, after->kind == PT_EOF ? t : after,
                             "#%.*s: expected ')' after 'defined(%.*s'", pp_nl(dir->len), dir->s,
                             pp_nl(n->len), n->s);
                return NULL;
            }
            after = after->next;
        }
        pp_tok *v = rsig_pp_copy(p, t);
        if (v == NULL)
            return NULL;
        bool d = rsig_pp_lookup(p, n->s, n->len) != NULL;
        v->kind = PT_NUMBER;
        v->s = d ? "1" : "0";
        v->len = 1;
        v->synth = true;
        tail->next = v;
        tail = v;
        t = after;
    }
    tail->next = t;
    return head.next;
}

bool rsig_pp_eval(pp *p, const pp_tok *dir, pp_tok *line, bool *value)
{
    if (line->kind == PT_EOF) {
        rsig_pp_diag(p, RSIG_PP_EXPRESSION, dir, "#%.*s needs an expression", pp_nl(dir->len),
                     dir->s);
        return false;
    }
    pp_tok *l = replace_defined(p, dir, line);
    if (l == NULL)
        return false;
    l = rsig_pp_expand_list(p, l);
    if (l == NULL)
        return false;
    ev e = {p, l, dir};
    val v;
    if (!cond(&e, &v, true))
        return false;
    if (e.t->kind != PT_EOF)
        return fail(&e, e.t, "expected the end of the expression");
    *value = v.v != 0;
    return true;
}
