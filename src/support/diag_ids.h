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
 *   RS6xxx  HLSL sources (the preprocessor; which root signature)
 *   RS7xxx  shader bindings: PSV0 parts, a signature against its shaders
 *   RS8xxx  the object model, decompiling, version conversion
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
    X(CONTAINER_VERIFY_DIGEST, 4017, ERROR) /* verify: digest is no hash */ \
    X(CONTAINER_RESIGN_DAMAGED, 4018, ERROR) /* would sign damage anew */ \
    X(CONTAINER_FORCED, 4019, WARNING) /* --force: RTS0 does not read */   \
    /* ---- validation ---- */                                              \
    X(FLAGS_VERSION, 2001, ERROR)          /* not valid for the version */  \
    X(FLAGS_REDUNDANT, 2002, WARNING)      /* 1.0 flags = the implied */    \
    X(REGISTER_RESERVED, 2003, ERROR)      /* register number 0xFFFFFFFF */ \
    X(SPACE_RESERVED, 2004, ERROR)         /* space in 0xFFFFFFF0.. */      \
    X(NUMDESC_ZERO, 2005, ERROR)           /* range of 0 descriptors */     \
    X(REGISTER_OVERFLOW, 2006, ERROR)      /* base + count - 1 > 2^32-1 */  \
    X(VISIBILITY_VALUE, 2007, ERROR)       /* not a shader visibility */    \
    X(FLAGS_UNKNOWN, 2008, ERROR)          /* undefined flag bits */        \
    X(FLAGS_DATA_EXCLUSIVE, 2009, ERROR)   /* two DATA_* flags */           \
    X(FLAGS_SAMPLER_DATA, 2010, ERROR)     /* DATA_* on a Sampler range */  \
    X(FLAGS_VOLATILE_STATIC, 2011, ERROR)  /* DESC_VOLATILE|DATA_STATIC */  \
    X(FLAGS_VOLATILE_KEEPING, 2012, ERROR) /* DESC_VOLATILE|..KEEPING.. */  \
    X(FILTER_VALUE, 2013, ERROR)           /* not a D3D12_FILTER */         \
    X(FILTER_ANISO_POINT_MIP, 2014, WARNING) /* needs a device cap */       \
    X(ADDRESS_VALUE, 2015, ERROR)          /* not an address mode */        \
    X(COMPARISON_VALUE, 2016, ERROR)       /* not a comparison func */      \
    X(BORDER_COLOR_VALUE, 2017, ERROR)     /* not a static border color */  \
    X(MIP_LOD_BIAS_RANGE, 2018, ERROR)     /* < -16, > 15.99, NaN */        \
    X(MAX_ANISOTROPY_RANGE, 2019, ERROR)   /* above 16 */                   \
    X(COMPARISON_REQUIRED, 2020, ERROR)    /* comparison filter, NONE */    \
    X(LOD_NAN, 2021, ERROR)                /* minLOD/maxLOD NaN */          \
    X(NONNORM_FILTER, 2022, ERROR)         /* non-normalized: filter */     \
    X(NONNORM_LOD, 2023, ERROR)            /* non-normalized: LODs not 0 */ \
    X(NONNORM_ADDRESS, 2024, ERROR)        /* non-normalized: U/V mode */   \
    X(UINT_BORDER_FLOAT_COLOR, 2025, ERROR) /* UINT flag, float color */    \
    X(UINT_BORDER_NO_FLAG, 2026, WARNING)  /* _UINT color, no flag (1.2) */ \
    X(UINT_BORDER_VERSION, 2027, WARNING)  /* _UINT color in 1.0/1.1 */     \
    X(TABLE_MIXED_SAMPLER, 2030, ERROR)    /* samplers + CBV/SRV/UAV */     \
    X(TABLE_APPEND_UNBOUNDED, 2031, ERROR) /* APPEND after unbounded */     \
    X(TABLE_OFFSET_OVERFLOW, 2032, ERROR)  /* heap offset past 2^32-1 */    \
    X(TABLE_OFFSET_OVERLAP, 2033, WARNING) /* types share heap slots */     \
    X(TABLE_EMPTY, 2034, WARNING)          /* table with no ranges */       \
    X(REGISTER_OVERLAP, 2040, ERROR)       /* same register twice */        \
    X(ROOT_COST, 2041, ERROR)              /* more than 64 DWORDs */        \
    X(LOCAL_ROOT_COST, 2042, ERROR)        /* more than 4064 bytes */       \
    X(DENY_VISIBILITY, 2043, WARNING)      /* only a denied stage */        \
    /* ---- metadata ---- */                                                \
    X(MD_BAD_CHAR, 3001, ERROR)            /* not LLVM IR here */           \
    X(MD_BAD_NUMBER, 3002, ERROR)          /* malformed number, !N > 2^32 */\
    X(MD_BAD_STRING, 3003, ERROR)          /* unterminated string */        \
    X(MD_SYNTAX, 3004, ERROR)              /* unexpected token */           \
    X(MD_BAD_CONSTANT, 3005, ERROR)        /* constant invalid for type */  \
    X(MD_REDEFINED, 3010, ERROR)           /* !N defined twice */           \
    X(MD_UNDEFINED, 3011, ERROR)           /* !N used, never defined */     \
    X(MD_NO_ROOTSIGNATURES, 3012, ERROR)   /* no !dx.rootsignatures */      \
    X(MD_NO_ENTRY, 3013, ERROR)            /* no entry for the function */  \
    X(MD_ENTRY, 3014, ERROR)               /* not {function, list, ver} */  \
    X(MD_VERSION, 3015, ERROR)             /* version not 1, 2 or 3 */      \
    X(MD_VERSION_MISMATCH, 3016, ERROR)    /* options->version differs */   \
    X(MD_NOT_ELEMENT, 3020, ERROR)         /* list item not a node */       \
    X(MD_UNKNOWN_ELEMENT, 3021, ERROR)     /* element/range name */         \
    X(MD_OPERAND_COUNT, 3022, ERROR)       /* wrong number of operands */   \
    X(MD_OPERAND_TYPE, 3023, ERROR)        /* wrong kind of operand */      \
    X(MD_VALUE_RANGE, 3024, ERROR)         /* enum value out of range */    \
    X(MD_CYCLE, 3025, ERROR)               /* node refers to itself */      \
    X(MD_TRUNCATED, 3040, WARNING)         /* integer cut as LLVM does */   \
    X(MD_DUPLICATE_ROOTFLAGS, 3041, WARNING) /* last one wins (LLVM) */     \
    X(MD_LLVM21_SAMPLER, 3042, WARNING)    /* 14-operand static sampler */  \
    /* ---- RTS0 parts ---- */                                              \
    X(RTS0_TRUNCATED, 4101, ERROR)                                           \
    X(RTS0_VERSION, 4102, ERROR)                                             \
    X(RTS0_OFFSET, 4103, ERROR)                                              \
    X(RTS0_PARAM_TYPE, 4104, ERROR)                                          \
    X(RTS0_RANGE_TYPE, 4105, ERROR)                                          \
    X(RTS0_LAYOUT, 4106, WARNING)                                            \
    /* ---- HLSL sources ---- */                                             \
    X(HLSL_NO_MACRO, 6001, ERROR)      /* not defined (or #undef'd) */       \
    X(HLSL_FUNCTION_LIKE, 6002, ERROR) /* only object-like macros */        \
    X(HLSL_MACRO_CYCLE, 6003, ERROR)   /* A -> B -> A */                     \
    X(HLSL_CONDITIONAL, 6004, ERROR)   /* #if/#ifdef picks the definition */ \
    X(HLSL_REDEFINED, 6005, WARNING)   /* redefined; the last one is used */ \
    X(HLSL_UNTERMINATED, 6006, ERROR)  /* string literal without its " */    \
    X(HLSL_STRAY_BACKSLASH, 6007, ERROR) /* '\' not at the end of a line */ \
    X(HLSL_PASTE, 6008, ERROR)         /* ## token pasting */                \
    X(HLSL_EMPTY, 6009, ERROR)         /* empty replacement list */          \
    X(HLSL_ATTRIBUTE, 6010, ERROR)     /* RootSignature(...) not literals */ \
    X(HLSL_NESTING, 6011, ERROR)       /* macros nested > 64 deep */         \
    X(HLSL_EXPANSION_SIZE, 6012, ERROR) /* expansion over the limit */       \
    X(HLSL_LINE_COMMENT, 6013, WARNING) /* // comment continued by '\' */   \
    X(PP_INCLUDE_NOT_FOUND, 6014, ERROR) /* #include: no such file */       \
    X(PP_INCLUDE_READ, 6015, ERROR)    /* #include: the file cannot be read */ \
    X(PP_INCLUDE_DEPTH, 6016, ERROR)   /* #include nested too deeply */      \
    X(PP_INCLUDE_CYCLE, 6017, ERROR)   /* a.hlsl -> b.hlsli -> a.hlsl */     \
    X(PP_ERROR_DIRECTIVE, 6018, ERROR) /* #error */                          \
    X(PP_WARNING_DIRECTIVE, 6019, WARNING) /* #warning */                    \
    X(PP_UNKNOWN_DIRECTIVE, 6020, ERROR) /* #foo */                          \
    X(PP_DIRECTIVE_SYNTAX, 6021, ERROR) /* malformed #define, #include, ... */ \
    X(PP_CONDITIONAL, 6022, ERROR)     /* #else without #if, missing #endif */ \
    X(PP_EXPRESSION, 6023, ERROR)      /* malformed #if expression */        \
    X(PP_DIVIDE_BY_ZERO, 6024, ERROR)  /* #if 1 / 0 */                       \
    X(PP_MACRO_ARGS, 6025, ERROR)      /* wrong argument count, no ')' */    \
    X(PP_PASTE, 6026, ERROR)           /* ## forms no valid token */         \
    X(PP_STRINGIZE, 6027, ERROR)       /* # not before a parameter */        \
    X(PP_UNTERMINATED_COMMENT, 6028, ERROR) /* block comment without its end */ \
    X(PP_NO_ENTRY, 6029, ERROR)        /* --entry: no such function/attribute */ \
    X(PP_NO_SUBOBJECT, 6030, ERROR)    /* --subobject: no such subobject */  \
    X(PP_COMMAND_LINE, 6031, ERROR)    /* -D/-U: not a macro name */         \
    X(PP_INCLUDE_COUNT, 6032, ERROR)   /* too many files included */         \
    /* ---- shader bindings: PSV0 parts, then the binding rules ---- */       \
    X(PSV_TRUNCATED, 7001, ERROR)   /* PSV0 ends before a field */          \
    X(PSV_INFO_SIZE, 7002, ERROR)   /* runtime-info size of no version */   \
    X(PSV_COUNT, 7003, ERROR)       /* resource records past the end */     \
    X(PSV_STRIDE, 7004, ERROR)      /* record stride < 16 or unaligned */   \
    X(PSV_RES_TYPE, 7005, ERROR)    /* resource type not 1..9 */            \
    X(PSV_BOUNDS, 7006, ERROR)      /* lower bound above upper bound */     \
    X(PSV_RES_KIND, 7007, WARNING)  /* resource kind unknown */             \
    X(PSV_STAGE, 7008, ERROR)       /* shader stage unknown */              \
    X(PSV_STRING, 7009, ERROR)      /* entry name outside string table */   \
    X(PSV_MISSING, 7010, ERROR)     /* container has no PSV0 part */        \
    X(PSV_STAGE_MISMATCH, 7011, WARNING) /* PSV0 and DXIL disagree */       \
    X(BIND_UNBOUND, 7020, ERROR)    /* binding in no visible range */       \
    X(BIND_ROOT_DESCRIPTOR, 7021, ERROR) /* typed via root SRV/UAV */       \
    X(BIND_DENIED, 7022, ERROR)     /* stage's DENY_*_ROOT_ACCESS set */    \
    X(BIND_ATOMIC64, 7023, WARNING) /* int64 atomics on a heap resource */  \
    X(BIND_UNUSED, 7030, WARNING)   /* element no shader of the set uses */ \
    /* ---- object model, decompile, conversion ---- */                      \
    X(DESC_PARAM_TYPE, 8001, ERROR)    /* not a root parameter type */       \
    X(DESC_RANGE_TYPE, 8002, ERROR)    /* not a descriptor range type */     \
    X(DSL_UNSPELLABLE, 8010, ERROR)    /* decompile: no DSL spelling */      \
    X(CONVERT_LOSS, 8020, ERROR)       /* a flag the target cannot hold */   \
    X(CONVERT_LOSSY, 8021, WARNING)    /* the same, accepted (--lossy) */    \
    /* ---- limits ---- */                                                   \
    X(LIMIT_INPUT, 5001, ERROR)                                              \
    X(LIMIT_NESTING, 5002, ERROR)                                            \
    X(LIMIT_COUNT, 5003, ERROR)                                              \
    X(LIMIT_WARNINGS, 5004, WARNING)  /* warning limit reached */

typedef enum rsig_diag_id {
#define RSIG_X(name, num, sev) RSIG_##name,
    RSIG_DIAG_TABLE(RSIG_X)
#undef RSIG_X
    RSIG_DIAG_COUNT
} rsig_diag_id;

#endif
