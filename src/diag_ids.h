/*
 * diag_ids.h: the table of diagnostic IDs, one line each. IDs are stable:
 * never renumber or reuse one; append new ones in their block. Every ID is
 * documented in docs/diagnostics.md (a test checks this).
 *
 *   RS1xxx  DSL text (lexer, grammar, element builders)
 *   RS2xxx  validation rules (any input)
 *   RS3xxx  LLVM metadata text
 *   RS4xxx  RTS0 parts and DXContainers
 *   RS5xxx  limits and resources
 *
 * X(name, number, severity)
 */
#ifndef RSIG_DIAG_IDS_H
#define RSIG_DIAG_IDS_H

#define RSIG_DIAG_TABLE(X)                                                    \
    /* ---- DSL ---- */                                                      \
    X(BAD_CHAR, 1001, ERROR)           /* a character the DSL never uses */  \
    X(BAD_NUMBER, 1002, ERROR)         /* malformed numeric literal */       \
    X(BAD_REGISTER, 1003, ERROR)       /* b0x, t1.5, ... */                  \
    X(INT_RANGE, 1004, ERROR)          /* integer does not fit */            \
    X(FLOAT_RANGE, 1005, ERROR)        /* float literal out of range */      \
    X(UNTERMINATED_COMMENT, 1006, ERROR)                                     \
    X(HEX_NUMBER, 1007, ERROR)         /* 0x10 */                            \
    X(SYNTAX, 1010, ERROR)             /* unexpected token */                \
    X(UNEXPECTED_EOF, 1011, ERROR)                                           \
    X(UNKNOWN_ELEMENT, 1020, ERROR)                                          \
    X(UNKNOWN_PARAM, 1021, ERROR)                                            \
    X(DUPLICATE_PARAM, 1022, ERROR)                                          \
    X(MISSING_PARAM, 1023, ERROR)                                            \
    X(WRONG_REGISTER, 1024, ERROR)                                           \
    X(VALUE_TYPE, 1025, ERROR)                                               \
    X(UNKNOWN_VALUE, 1026, ERROR)                                            \
    X(NONZERO_FLAGS, 1027, ERROR)                                            \
    X(MISPLACED_ELEMENT, 1028, ERROR)                                        \
    X(DUPLICATE_ROOTFLAGS, 1029, ERROR)                                      \
    X(OCTAL_LOOKALIKE, 1040, WARNING)  /* leading zero: clang reads octal */ \
    X(TOO_MANY_ERRORS, 1099, ERROR)                                          \
    /* ---- containers ---- */                                               \
    X(CONTAINER_TRUNCATED, 4001, ERROR)     /* shorter than it says */       \
    X(CONTAINER_MAGIC, 4002, ERROR)         /* does not start with DXBC */   \
    X(CONTAINER_VERSION, 4003, ERROR)       /* major version is not 1 */     \
    X(CONTAINER_FILE_SIZE, 4004, ERROR)     /* declared size < header */     \
    X(CONTAINER_TRAILING, 4005, WARNING)    /* bytes after declared size */  \
    X(CONTAINER_PART_TABLE, 4006, ERROR)    /* too many parts for size */    \
    X(CONTAINER_PART_OFFSET, 4007, ERROR)   /* part header outside file */   \
    X(CONTAINER_PART_BOUNDS, 4008, ERROR)   /* part data past file end */    \
    X(CONTAINER_PART_OVERFLOW, 4009, ERROR) /* part end wraps 32 bits */     \
    X(CONTAINER_PART_OVERLAP, 4010, ERROR)  /* two parts share bytes */      \
    X(CONTAINER_PART_ORDER, 4011, WARNING)  /* offsets not increasing */     \
    X(CONTAINER_DUPLICATE_RTS0, 4012, ERROR)                                 \
    X(CONTAINER_DUPLICATE_PART, 4013, WARNING) /* other FourCC twice */      \
    X(CONTAINER_NO_RTS0, 4014, ERROR)                                        \
    X(CONTAINER_DIGEST_MISMATCH, 4015, WARNING) /* not a known digest */     \
    X(CONTAINER_DIGEST_ZERO, 4016, WARNING) /* unsigned; runtime rejects */  \
    /* ---- validation ---- */                                              \
    X(FLAGS_VERSION, 2001, ERROR)      /* flags not valid for the version */ \
    X(FLAGS_REDUNDANT, 2002, WARNING)  /* 1.0 flags equal to the implied */  \
    /* ---- RTS0 parts ---- */                                              \
    X(RTS0_TRUNCATED, 4101, ERROR)                                           \
    X(RTS0_VERSION, 4102, ERROR)                                             \
    X(RTS0_OFFSET, 4103, ERROR)                                              \
    X(RTS0_PARAM_TYPE, 4104, ERROR)                                          \
    X(RTS0_RANGE_TYPE, 4105, ERROR)                                          \
    X(RTS0_LAYOUT, 4106, WARNING)                                            \
    /* ---- limits ---- */                                                   \
    X(LIMIT_INPUT, 5001, ERROR)                                              \
    X(LIMIT_NESTING, 5002, ERROR)                                            \
    X(LIMIT_COUNT, 5003, ERROR)

typedef enum rsig_diag_id {
#define RSIG_X(name, num, sev) RSIG_##name,
    RSIG_DIAG_TABLE(RSIG_X)
#undef RSIG_X
    RSIG_DIAG_COUNT
} rsig_diag_id;

#endif
