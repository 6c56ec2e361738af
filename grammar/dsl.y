// dsl.y: the structure of the root-signature DSL. Every element and clause
// has the same shape, KEYWORD '(' arguments ')', so the grammar stays small
// and the builders (src/dsl/build.c) decide what each keyword means, which gives
// far better messages than a grammar per element could.

%name           rsig_dsl_parse             // prefix of the generated functions
%token_prefix   RSIG_T_                    // token codes for the lexer
%token_type     { rsig_token }             // tokens are spans into the source
%extra_context  { rsig_dsl_state *ps }     // the builders' state
%stack_size     64                         // fixed: no hidden malloc; overflow is a diagnostic
%start_symbol   signature

%include {
#include <assert.h>
#include "parse_dsl.h"
// First syntax error ends this parser; the driver resynchronises on the next element.
#define YYNOERRORRECOVERY 1
}

%syntax_error   { rsig_dsl_syntax_error(ps, &TOKEN); }
%stack_overflow { rsig_dsl_too_deep(ps); }

%token IDENT REG INT FLOAT LPAREN RPAREN COMMA EQ PIPE PLUS MINUS.

//////////////////////////// Elements ////////////////////////////

signature ::= .
signature ::= elements.
signature ::= elements COMMA.

elements ::= element.
elements ::= elements COMMA element.

element ::= open arguments RPAREN(R).       { rsig_dsl_close(ps, &R); }
open ::= IDENT(K) LPAREN.                   { rsig_dsl_open(ps, &K); }

//////////////////////////// Arguments ////////////////////////////

arguments ::= .
arguments ::= argument_list.
arguments ::= argument_list COMMA.         { rsig_dsl_trailing_comma(ps); }

argument_list ::= argument.
argument_list ::= argument_list COMMA argument.

// A value is a number or names, written out in each rule rather than as a
// unit rule (`value ::= number`), which would cost a reduction per argument.
argument ::= REG(R).                        { rsig_dsl_register(ps, &R); }
argument ::= key number.                    { rsig_dsl_assign(ps); }
argument ::= key names.                     { rsig_dsl_assign(ps); }
argument ::= number.                        { rsig_dsl_bare(ps); }
argument ::= names.                         { rsig_dsl_bare(ps); }
argument ::= element.

key ::= IDENT(K) EQ.                        { rsig_dsl_key(ps, &K); }

//////////////////////////// Values ////////////////////////////

number ::= INT(N).                          { rsig_dsl_number(ps, NULL, &N); }
number ::= FLOAT(N).                        { rsig_dsl_number(ps, NULL, &N); }
number ::= PLUS(S) INT(N).                  { rsig_dsl_number(ps, &S, &N); }
number ::= PLUS(S) FLOAT(N).                { rsig_dsl_number(ps, &S, &N); }
number ::= MINUS(S) INT(N).                 { rsig_dsl_number(ps, &S, &N); }
number ::= MINUS(S) FLOAT(N).               { rsig_dsl_number(ps, &S, &N); }

names ::= IDENT(N).                         { rsig_dsl_name(ps, &N); }
names ::= names PIPE IDENT(N).              { rsig_dsl_name(ps, &N); }

%code {
size_t rsig_dsl_parser_size(void)
{
    return sizeof(yyParser);
}
}
