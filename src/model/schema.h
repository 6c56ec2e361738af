/*
 * schema.h: what each element of the language *is*, in one table (schema.c)
 * beside the keyword table: its DSL keyword, metadata name, register class,
 * which fields it takes and what kind of value each holds, its defaults per
 * version and compat mode, and its metadata operand order. The DSL builders,
 * the metadata decoder and printer, the dump and the validator's messages all
 * read it, so adding a field or an element is one table edit (plus tests).
 *
 * One numbering: an element's kind *is* its AST type. Root parameters are
 * numbered by D3D12_ROOT_PARAMETER_TYPE (rsig_param.type), descriptor ranges
 * follow at RSIG_K_RANGE + D3D12_DESCRIPTOR_RANGE_TYPE (rsig_range.type), so
 * rsig_param_kind and rsig_range_kind are no lookups at all.
 */
#ifndef RSIG_SCHEMA_H
#define RSIG_SCHEMA_H

#include "ast.h"
#include "keywords.h"

typedef enum rsig_kind {
    RSIG_K_TABLE = RSIG_PARAM_TABLE,
    RSIG_K_ROOT_CONSTANTS = RSIG_PARAM_CONSTANTS,
    RSIG_K_ROOT_CBV = RSIG_PARAM_CBV,
    RSIG_K_ROOT_SRV = RSIG_PARAM_SRV,
    RSIG_K_ROOT_UAV = RSIG_PARAM_UAV,
    RSIG_K_RANGE, /* the first range kind */
    RSIG_K_RANGE_SRV = RSIG_K_RANGE + (int)RSIG_RANGE_SRV,
    RSIG_K_RANGE_UAV = RSIG_K_RANGE + (int)RSIG_RANGE_UAV,
    RSIG_K_RANGE_CBV = RSIG_K_RANGE + (int)RSIG_RANGE_CBV,
    RSIG_K_RANGE_SAMPLER = RSIG_K_RANGE + (int)RSIG_RANGE_SAMPLER,
    RSIG_K_STATIC_SAMPLER,
    RSIG_K_ROOT_FLAGS,
    RSIG_K_COUNT,
    RSIG_K_NONE = RSIG_K_COUNT
} rsig_kind;

/* Which AST struct a kind is stored in. */
typedef enum rsig_node_type { RSIG_NODE_PARAM, RSIG_NODE_RANGE, RSIG_NODE_SAMPLER, RSIG_NODE_SIG } rsig_node_type;

/* What a field's value is. */
typedef enum rsig_vclass {
    RSIG_V_UINT,  /* an unsigned integer (names: its special values, e.g. unbounded) */
    RSIG_V_FLOAT, /* binary32 bits */
    RSIG_V_ENUM,  /* one name of the field's keyword class */
    RSIG_V_FLAGS  /* names of the element's flag class joined by '|' */
} rsig_vclass;

typedef struct rsig_field_info {
    uint8_t vclass; /* rsig_vclass */
    int8_t names;   /* rsig_kw_class of the names it takes (ENUM; UINT special values), or -1 */
    int16_t off[3]; /* offsetof in rsig_param, rsig_range, rsig_sampler (rsig_node_type); -1 none */
} rsig_field_info;

typedef struct rsig_schema {
    uint8_t keyword;     /* the RSIG_KW_ELEMENT value (a kind) whose DSL keyword spells it */
    uint8_t in_table;    /* what its keyword means inside a DescriptorTable, or RSIG_K_NONE */
    uint8_t node;        /* rsig_node_type */
    int8_t reg_class;    /* rsig_range_type of the register it binds, or -1 */
    int8_t flags_class;  /* rsig_kw_class of its flags, or -1 */
    const char *md_name; /* its name in !dx.rootsignatures metadata */
    uint8_t md_len;      /* strlen(md_name) */
    const char *what;    /* how messages name it: "a root CBV", "a CBV range" */
    uint32_t dsl_fields; /* the keyed DSL parameters it takes (bits of rsig_field) */
    uint32_t required;   /* fields that must be given (bits of rsig_field) */
    uint32_t flags_1_0;  /* the flags version 1.0 implies */
    uint32_t flags_llvm; /* clang's explicit default in 1.1/1.2 (DXC writes 0) */
    uint8_t root_dwords; /* root arguments it costs, in DWORDs (RootConstants: per value) */
    uint8_t arg_bytes;   /* bytes of a local root argument, aligned to itself (per value, too) */
    uint8_t nops;        /* metadata operands after the name (tables: then the ranges) */
    uint8_t ops[14];     /* their fields, in order */
} rsig_schema;

/* A register class (D3D12_DESCRIPTOR_RANGE_TYPE): its letter and what it holds. */
typedef struct rsig_reg_class {
    char letter;      /* 't', 'u', 'b', 's' */
    const char *holds; /* "shader-resource", ... for messages */
} rsig_reg_class;

extern const rsig_schema rsig_schemas[RSIG_K_COUNT];
extern const rsig_field_info rsig_fields[RSIG_F_COUNT];
extern const rsig_reg_class rsig_reg_classes[4];

static inline const rsig_schema *rsig_schema_of(rsig_kind k)
{
    return &rsig_schemas[k];
}

static inline rsig_kind rsig_param_kind(rsig_param_type t)
{
    return (rsig_kind)t;
}

static inline rsig_kind rsig_range_kind(rsig_range_type t)
{
    return (rsig_kind)((int)RSIG_K_RANGE + (int)t);
}

static inline char rsig_class_letter(rsig_range_type c)
{
    return (unsigned)c < 4 ? rsig_reg_classes[c].letter : '?';
}

/* The register class kind k binds (a table binds none: RSIG_RANGE_CBV, never read). */
static inline rsig_range_type rsig_kind_class(rsig_kind k)
{
    int c = rsig_schemas[k].reg_class;
    return c >= 0 ? (rsig_range_type)c : RSIG_RANGE_CBV;
}

/* How a message names kind k without an article: "root CBV", "RootConstants". */
static inline const char *rsig_kind_label(rsig_kind k)
{
    const char *w = rsig_schemas[k].what;
    return w[0] == 'a' && w[1] == ' ' ? w + 2 : w[0] == 'a' && w[1] == 'n' && w[2] == ' ' ? w + 3 : w;
}

/* What parameter p costs: DWORDs of the 64 a root signature may use, and local argument bytes. */
static inline uint64_t rsig_param_dwords(const rsig_param *p)
{
    uint64_t per = rsig_schemas[p->type].root_dwords;
    return p->type == RSIG_PARAM_CONSTANTS ? per * p->num32 : per;
}

static inline uint64_t rsig_param_arg_bytes(const rsig_param *p)
{
    uint64_t per = rsig_schemas[p->type].arg_bytes;
    return p->type == RSIG_PARAM_CONSTANTS ? per * p->num32 : per;
}

/* The DSL keyword of kind k ("CBV" for both a root CBV and a CBV range). */
const char *rsig_kind_keyword(rsig_kind k);
/* A field's name as the DSL and messages write it ("numDescriptors", "register"). */
const char *rsig_field_name(rsig_field f);
/* The keyword class of field f's names in kind k (flags: the element's class), or -1. */
int rsig_field_names(rsig_kind k, rsig_field f);

/* The field f of node (a rsig_param, rsig_range or rsig_sampler per nt), or NULL if it has none. */
static inline uint32_t *rsig_field_ptr(void *node, rsig_node_type nt, rsig_field f)
{
    int off = nt <= RSIG_NODE_SAMPLER ? rsig_fields[f].off[nt] : -1;
    return off < 0 ? NULL : (uint32_t *)(void *)((char *)node + off);
}

static inline uint32_t rsig_field_get(const void *node, rsig_node_type nt, rsig_field f)
{
    const uint32_t *p = rsig_field_ptr((void *)(uintptr_t)node, nt, f);
    return p ? *p : 0;
}

/* The kind whose metadata name is s[0..len) (case-insensitive if nocase), or RSIG_K_NONE. */
rsig_kind rsig_kind_by_md_name(const char *s, size_t len, bool nocase);

/*
 * "0 (SHADER_VISIBILITY_ALL) to 7 (SHADER_VISIBILITY_MESH)" for a class whose
 * values run without a gap, else "a D3D12_FILTER value such as 85
 * (FILTER_ANISOTROPIC)" with the field's default: the legal values of an enum
 * field for messages, from the keyword table.
 */
const char *rsig_enum_range_text(rsig_field f, char *buf, size_t n);
/*
 * The values of an enum class with the prefix its names share left off, for
 * the validator's messages: "0 ALL, 1 VERTEX, ..." (list) or "0 NONE to 8
 * ALWAYS" (a range, from the lowest to the highest).
 */
const char *rsig_enum_values_text(rsig_kw_class cls, bool list, char *buf, size_t n);
/*
 * The metadata operands of kind k after its name, for messages:
 * "visibility, register, space, flags".
 */
const char *rsig_md_operand_list(rsig_kind k, char *buf, size_t n);

/* Default values of a new range and static sampler (every field that has one). */
extern const rsig_range rsig_range_defaults;
extern const rsig_sampler rsig_sampler_default_values;

#endif
