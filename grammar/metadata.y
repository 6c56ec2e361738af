// metadata.y: the structure of LLVM IR metadata definitions, as the lexer
// (src/metadata/lex_metadata.re) hands them over: every other line of a module has
// already been skipped. A definition is `!N = [distinct] node` or
// `!name = !{...}`; a node is `!{operand, ...}` or a specialized node
// `!DIxxx(...)` (kept opaque). An operand is metadata (`!N`, `!"text"`, an
// inline node, `null`) or a typed constant (`i32 5`, `float 1.0`,
// `ptr @main`, `void ()* @main`, `i8* bitcast (...)`). Typed constants are
// read as a flat token list and classified by the builders
// (src/metadata/operands.c), which keeps the grammar small and free of conflicts
// while accepting any constant LLVM prints.

%name           rsig_md_parse              // prefix of the generated functions
%token_prefix   RSIG_MDT_                  // token codes for the lexer
%token_type     { rsig_md_token }          // tokens are spans into the source
%extra_context  { rsig_md_state *ps }      // the builders' state
%stack_size     320                        // fixed; the driver limits nesting to RSIG_MD_MAX_DEPTH
%start_symbol   module

%include {
#include <assert.h>
#include "parse_metadata.h"
// First syntax error ends this parser; the driver resynchronises on the next definition.
#define YYNOERRORRECOVERY 1
}

%syntax_error   { rsig_md_syntax_error(ps, &TOKEN); }
%stack_overflow { rsig_md_too_deep(ps); }

%token MDNUM MDNAME MDSTR MDLBRACE DISTINCT EQ COMMA LPAREN RPAREN LBRACKET RBRACKET
       LBRACE RBRACE LT GT STAR COLON PIPE WORD INT HEXINT FLOAT HEXFP GLOBAL LOCAL STRING
       SCALAR CMDNUM CSCALAR NUMHEAD.

//////////////////////////// Definitions ////////////////////////////

module ::= definitions.

definitions ::= .
definitions ::= definitions definition.

definition ::= numbered EQ body.            { rsig_md_def_end(ps); }
definition ::= named EQ node.               { rsig_md_def_end(ps); }
numbered ::= MDNUM(N).                      { rsig_md_def_numbered(ps, &N); }
// `!N = !{` as the lexer cuts a numbered definition's head in clang's form.
// Its builder is called by the driver as soon as lemon has taken it
// (rsig_md_def_head), as the separate tokens' would have been, not when
// lemon reduces a rule on the token after.
definition ::= NUMHEAD RBRACE(R).           { rsig_md_node_close(ps, &R); rsig_md_def_end(ps); }
definition ::= NUMHEAD operands RBRACE(R).  { rsig_md_node_close(ps, &R); rsig_md_def_end(ps); }
named ::= MDNAME(N).                        { rsig_md_def_named(ps, &N); }

body ::= mdnode.
body ::= DISTINCT mdnode.                   { rsig_md_distinct(ps); }

//////////////////////////// Nodes ////////////////////////////

mdnode ::= node.
mdnode ::= special.

node ::= node_open RBRACE(R).               { rsig_md_node_close(ps, &R); }
node ::= node_open operands RBRACE(R).      { rsig_md_node_close(ps, &R); }
node_open ::= MDLBRACE(L).                  { rsig_md_node_open(ps, &L); }

// References, strings and whole typed constants, most of a module's
// operands, are pushed as they reduce, without going through operand.
operands ::= operand.
operands ::= operands COMMA operand.
operands ::= MDNUM(R).                      { rsig_md_operand_ref(ps, &R); }
operands ::= operands COMMA MDNUM(R).       { rsig_md_operand_ref(ps, &R); }
operands ::= SCALAR(S).                     { rsig_md_operand_scalar(ps, &S); }
operands ::= operands COMMA SCALAR(S).      { rsig_md_operand_scalar(ps, &S); }
operands ::= MDSTR(S).                      { rsig_md_string(ps, &S); rsig_md_operand_value(ps); }
operands ::= operands COMMA MDSTR(S).       { rsig_md_string(ps, &S); rsig_md_operand_value(ps); }
// `, !N` and `, i32 5` as the lexer cuts them after a comma (CMDNUM, CSCALAR):
// the same as the comma and the token.
operands ::= operands CMDNUM(R).            { rsig_md_operand_ref(ps, &R); }
operands ::= operands CSCALAR(S).           { rsig_md_operand_scalar(ps, &S); }
operands ::= operands cscalar_toks vmore.   { rsig_md_operand_typed(ps); }

operand ::= mdvalue.                        { rsig_md_operand_value(ps); }
operand ::= typed.                          { rsig_md_operand_typed(ps); }

mdvalue ::= mdnode.
mdvalue ::= DISTINCT mdnode.                { rsig_md_distinct(ps); }

// Specialized nodes (debug info): read, never interpreted.
special ::= special_open opaque RPAREN(R).  { rsig_md_special_close(ps, &R); }
special_open ::= MDNAME(N) LPAREN.          { rsig_md_special_open(ps, &N); }

opaque ::= .
opaque ::= opaque oitem.
oitem ::= WORD.
oitem ::= INT.
oitem ::= HEXINT.
oitem ::= FLOAT.
oitem ::= HEXFP.
oitem ::= GLOBAL.
oitem ::= LOCAL.
oitem ::= STRING.
oitem ::= STAR.
oitem ::= COMMA.
oitem ::= COLON.
oitem ::= PIPE.
oitem ::= EQ.
oitem ::= MDNUM.
oitem ::= MDSTR.
oitem ::= MDNAME.
oitem ::= DISTINCT.
oitem ::= SCALAR.
oitem ::= CMDNUM.
oitem ::= CSCALAR.
oitem ::= LPAREN opaque RPAREN.
oitem ::= MDLBRACE opaque RBRACE.
oitem ::= LBRACE opaque RBRACE.
oitem ::= LBRACKET opaque RBRACKET.
oitem ::= LT opaque GT.

//////////////////////////// Typed constants ////////////////////////////

typed ::= vtoks.
typed ::= scalar_toks vmore.

// A SCALAR followed by more of its operand: its two tokens, then the rest.
scalar_toks ::= SCALAR(S).                  { rsig_md_scalar_toks(ps, &S); }
cscalar_toks ::= CSCALAR(S).                { rsig_md_scalar_toks(ps, &S); }

vtoks ::= vtok.
vtoks ::= vtoks vtok.
vtoks ::= vtoks scalar_toks.

vmore ::= vtok.
vmore ::= scalar_toks.
vmore ::= vmore vtok.
vmore ::= vmore scalar_toks.

vtok ::= WORD(T).                           { rsig_md_tok(ps, &T); }
vtok ::= INT(T).                            { rsig_md_tok(ps, &T); }
vtok ::= HEXINT(T).                         { rsig_md_tok(ps, &T); }
vtok ::= FLOAT(T).                          { rsig_md_tok(ps, &T); }
vtok ::= HEXFP(T).                          { rsig_md_tok(ps, &T); }
vtok ::= GLOBAL(T).                         { rsig_md_tok(ps, &T); }
vtok ::= LOCAL(T).                          { rsig_md_tok(ps, &T); }
vtok ::= STRING(T).                         { rsig_md_tok(ps, &T); }
vtok ::= STAR(T).                           { rsig_md_tok(ps, &T); }
vtok ::= paren_open vinner RPAREN(R).       { rsig_md_group_close(ps, &R); }
vtok ::= bracket_open vinner RBRACKET(R).   { rsig_md_group_close(ps, &R); }
vtok ::= brace_open vinner RBRACE(R).       { rsig_md_group_close(ps, &R); }
vtok ::= angle_open vinner GT(R).           { rsig_md_group_close(ps, &R); }
paren_open ::= LPAREN(T).                   { rsig_md_group_open(ps, &T); }
bracket_open ::= LBRACKET(T).               { rsig_md_group_open(ps, &T); }
brace_open ::= LBRACE(T).                   { rsig_md_group_open(ps, &T); }
angle_open ::= LT(T).                       { rsig_md_group_open(ps, &T); }

vinner ::= .
vinner ::= vinner vtok.
vinner ::= vinner COMMA.
vinner ::= vinner scalar_toks.
vinner ::= vinner cscalar_toks.

%code {
size_t rsig_md_parser_size(void)
{
    return sizeof(yyParser);
}
}
