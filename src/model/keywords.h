/*
 * keywords.h: the single table of DSL keywords and enum names with their
 * values. The lexer's callers, the printers, fix-it suggestions and
 * docs/dsl.md (checked against it by tests/unit/test_docs.c) all read it.
 */
#ifndef RSIG_KEYWORDS_H
#define RSIG_KEYWORDS_H

#include <stddef.h>
#include <stdint.h>

typedef enum rsig_kw_class {
    RSIG_KW_ELEMENT,      /* value: rsig_kind (schema.h) */
    RSIG_KW_PARAM,        /* value: rsig_field */
    RSIG_KW_ROOT_FLAG,
    RSIG_KW_DESC_FLAG,    /* root descriptor flags */
    RSIG_KW_RANGE_FLAG,
    RSIG_KW_SAMPLER_FLAG, /* 1.2 static sampler flags */
    RSIG_KW_VISIBILITY,
    RSIG_KW_FILTER,
    RSIG_KW_ADDRESS,
    RSIG_KW_COMPARISON,
    RSIG_KW_BORDER,
    RSIG_KW_NUMDESC_VALUE, /* unbounded */
    RSIG_KW_OFFSET_VALUE,  /* DESCRIPTOR_RANGE_OFFSET_APPEND */
    RSIG_KW_CLASS_COUNT
} rsig_kw_class;

enum {
    RSIG_KWF_ALIAS = 1,  /* accepted spelling, not the one printed */
    RSIG_KWF_NO_DSL = 2  /* a value with a name but no DSL keyword */
};

typedef struct rsig_keyword {
    const char *name;
    uint8_t cls;   /* rsig_kw_class */
    uint8_t kwflags;
    uint32_t value;
    const char *note; /* for docs: who accepts it, since when */
} rsig_keyword;

extern const rsig_keyword rsig_keywords[];
extern const size_t rsig_keyword_count;

/* Bytes p[0..8) as a little-endian number (one load on common hosts). */
static inline uint64_t rsig_kw_get_u64(const unsigned char *p)
{
    return (uint64_t)p[0] | (uint64_t)p[1] << 8 | (uint64_t)p[2] << 16 | (uint64_t)p[3] << 24 |
           (uint64_t)p[4] << 32 | (uint64_t)p[5] << 40 | (uint64_t)p[6] << 48 |
           (uint64_t)p[7] << 56;
}

static inline uint64_t rsig_kw_get_u32(const unsigned char *p)
{
    return (uint64_t)p[0] | (uint64_t)p[1] << 8 | (uint64_t)p[2] << 16 | (uint64_t)p[3] << 24;
}

/*
 * The hash the keyword index uses: the length and whole 8-byte words of the
 * name, case-folded with | 0x20 (which folds case for the identifier
 * alphabet [A-Za-z0-9_]; it is only a hash: the final compare decides).
 * Names of 8 bytes or more read the words at offs[0..noffs), an offset past
 * len - 8 meaning the last word; keywords_gen.c picks, at build time, the
 * offsets that tell every keyword apart and a seed for which no two keywords
 * share a slot. A shorter name is read whole (as two overlapping 4-byte
 * halves, or its first, middle and last byte). Words, not bytes, because an
 * identifier costs a few loads and multiplies however long it is; only
 * name[0..len) is ever read.
 */
static inline uint32_t rsig_kw_hash(const char *name, size_t len, const uint8_t *offs,
                                    size_t noffs, uint32_t seed)
{
    const unsigned char *s = (const unsigned char *)name;
    const uint64_t fold = 0x2020202020202020u, mul = 0x9E3779B97F4A7C15u;
    uint64_t h = ((uint64_t)len << 32 | seed) * mul;
    if (len >= 8) {
        for (size_t i = 0; i < noffs; i++) {
            size_t o = offs[i] < len - 8 ? offs[i] : len - 8;
            h = (h ^ (rsig_kw_get_u64(s + o) | fold)) * mul;
        }
    } else if (len >= 4) {
        h = (h ^ ((rsig_kw_get_u32(s) | rsig_kw_get_u32(s + len - 4) << 32) | fold)) * mul;
    } else if (len > 0) {
        uint64_t w = (uint64_t)s[0] | (uint64_t)s[len / 2] << 8 | (uint64_t)s[len - 1] << 16;
        h = (h ^ (w | fold)) * mul;
    }
    /* A multiply carries differences only upwards: bring the top bits down. */
    h ^= h >> 32;
    h *= mul;
    return (uint32_t)(h >> 32);
}

/* Case-insensitive lookup of name[0..len) in one class; NULL if absent. */
const rsig_keyword *rsig_kw_find(rsig_kw_class cls, const char *name, size_t len);
/* Case-insensitive lookup in any class (first match in table order). */
const rsig_keyword *rsig_kw_find_any(const char *name, size_t len);
/* The printed name of value in cls, or NULL. */
const char *rsig_kw_name(rsig_kw_class cls, uint32_t value);
/* The printed (non-alias) entry of value in cls, NO_DSL ones included, or NULL. */
const rsig_keyword *rsig_kw_entry(rsig_kw_class cls, uint32_t value);
/* The OR of the values of every entry of cls (the defined bits of a flag class). */
uint32_t rsig_kw_class_mask(rsig_kw_class cls);
/*
 * The closest known spelling in cls for a misspelled name (edit distance,
 * case-insensitive), or NULL if nothing is close enough to suggest.
 */
const char *rsig_kw_suggest(rsig_kw_class cls, const char *name, size_t len);
/*
 * The keywords of cls that a shortened or D3D12-spelled name stands for:
 * `PIXEL` and `VISIBILITY_PIXEL` for SHADER_VISIBILITY_PIXEL (keywords that
 * end with `_` + name), `D3D12_SHADER_VISIBILITY_PIXEL` (equal after removing
 * `D3D12_`), `D3D12_COMPARISON_FUNC_LESS` (equal to, or ending with, what
 * follows the class's D3D12 type name). Of several, those that add the
 * fewest words; up to max of them go to out (in table order). Returns how
 * many, 0 if none or more than max.
 */
size_t rsig_kw_suggest_full(rsig_kw_class cls, const char *name, size_t len, const char **out,
                            size_t max);
/*
 * Case-insensitive Levenshtein distance between two names of up to 64 bytes
 * ((size_t)-1 for longer ones), for did-you-mean suggestions.
 */
size_t rsig_name_distance(const char *a, size_t la, const char *b, size_t lb);
/*
 * The names of the bits of flags in a flag class joined by " | ", bits
 * without a name last as one hex number after `unknown`; 0 reads "0".
 */
const char *rsig_kw_flag_names(rsig_kw_class cls, uint32_t flags, const char *unknown, char *buf,
                               size_t n);
/* A readable name of a class for messages ("filter", "root flag", ...). */
const char *rsig_kw_class_name(rsig_kw_class cls);
/* The D3D12 type of a class's values ("D3D12_FILTER"). */
const char *rsig_kw_class_ctype(rsig_kw_class cls);

#endif
