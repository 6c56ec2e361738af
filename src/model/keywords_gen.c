/*
 * keywords_gen.c: a build-time tool that derives the lookup index of the
 * keyword table (src/model/keywords.c stays its only source of truth) and writes
 * it as a header: a collision-free hash of the case-folded names, the masks
 * of the flag classes, and the entries ordered by (class, value) for
 * value -> name lookups. The library then needs neither a scan per
 * identifier nor any state built at run time.
 *
 * usage: rsig_keywords_gen OUTPUT.h
 */
#define RSIG_KEYWORDS_GEN 1
#include "keywords.c"

#include <stdio.h>
#include <stdlib.h>

/* Classes whose values are all below this get a direct value -> entry table. */
enum { DENSE_LIMIT = 1024 };

static int fold(int c)
{
    return (c >= 'A' && c <= 'Z') ? c + ('a' - 'A') : c;
}

static int same_name(const char *a, const char *b)
{
    for (; *a && *b; a++, b++)
        if (fold((unsigned char)*a) != fold((unsigned char)*b))
            return 0;
    return *a == *b;
}

/* The folded word the hash reads at offset off of a name (see rsig_kw_hash). */
static uint64_t key_word(const char *name, size_t len, size_t off)
{
    const unsigned char *s = (const unsigned char *)name;
    const uint64_t fold = 0x2020202020202020u;
    if (len >= 8)
        return rsig_kw_get_u64(s + (off < len - 8 ? off : len - 8)) | fold;
    if (len >= 4)
        return (rsig_kw_get_u32(s) | rsig_kw_get_u32(s + len - 4) << 32) | fold;
    if (len > 0)
        return ((uint64_t)s[0] | (uint64_t)s[len / 2] << 8 | (uint64_t)s[len - 1] << 16) | fold;
    return 0;
}

/* Would the hash's key (length, folded words at offs) be the same for entries i and j? */
static int same_key(size_t i, size_t j, const uint8_t *offs, size_t noffs)
{
    const char *a = rsig_keywords[i].name, *b = rsig_keywords[j].name;
    size_t la = strlen(a), lb = strlen(b);
    if (la != lb)
        return 0;
    if (la < 8)
        return key_word(a, la, 0) == key_word(b, lb, 0);
    for (size_t k = 0; k < noffs; k++)
        if (key_word(a, la, offs[k]) != key_word(b, lb, offs[k]))
            return 0;
    return 1;
}

/* Orders entries by class, then value, then table position. */
static int cmp_by_value(const void *pa, const void *pb)
{
    const rsig_keyword *a = &rsig_keywords[*(const uint16_t *)pa];
    const rsig_keyword *b = &rsig_keywords[*(const uint16_t *)pb];
    if (a->cls != b->cls)
        return a->cls < b->cls ? -1 : 1;
    if (a->value != b->value)
        return a->value < b->value ? -1 : 1;
    return *(const uint16_t *)pa < *(const uint16_t *)pb ? -1 : 1;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: %s OUTPUT.h\n", argv[0]);
        return 2;
    }
    size_t n = rsig_keyword_count;
    if (n >= 0xFFFF) {
        fprintf(stderr, "%s: too many keywords for 16-bit indices\n", argv[0]);
        return 1;
    }
    /* first[i]: the first entry with entry i's name; next[i]: the next such entry. */
    uint16_t *first = calloc(n, sizeof *first), *next = calloc(n, sizeof *next);
    if (first == NULL || next == NULL)
        return 1;
    size_t max_len = 0, distinct = 0;
    for (size_t i = 0; i < n; i++) {
        size_t len = strlen(rsig_keywords[i].name);
        /* The lookup's compare (keywords.c, same_folded) relies on this alphabet. */
        if (len == 0 || strspn(rsig_keywords[i].name, "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                                      "abcdefghijklmnopqrstuvwxyz0123456789_") != len) {
            fprintf(stderr, "%s: keyword '%s' is not [A-Za-z0-9_]+\n", argv[0],
                    rsig_keywords[i].name);
            return 1;
        }
        if (len > max_len)
            max_len = len;
        first[i] = (uint16_t)i;
        for (size_t j = 0; j < i; j++)
            if (same_name(rsig_keywords[i].name, rsig_keywords[j].name)) {
                first[i] = first[j];
                break;
            }
        if (first[i] == i) {
            distinct++;
        } else {
            size_t k = first[i];
            while (next[k])
                k = next[k] - 1u;
            next[k] = (uint16_t)(i + 1);
        }
    }
    /*
     * Word offsets: add, greedily, the offset whose word separates the most
     * still-indistinguishable pairs (same length, same folded words at the
     * offsets so far) until every distinct name is told apart.
     */
    uint8_t pos[64];
    size_t npos = 0;
    for (;;) {
        size_t best = 0, best_left = (size_t)-1, left_now = 0;
        for (size_t cand = 0; cand + 8 <= max_len && cand < 256; cand++) {
            size_t left = 0;
            pos[npos] = (uint8_t)cand;
            for (size_t i = 0; i < n; i++)
                for (size_t j = i + 1; j < n; j++)
                    if (first[i] == i && first[j] == j && same_key(i, j, pos, npos + 1))
                        left++;
            if (left < best_left) {
                best_left = left;
                best = cand;
            }
        }
        for (size_t i = 0; i < n; i++)
            for (size_t j = i + 1; j < n; j++)
                if (first[i] == i && first[j] == j && same_key(i, j, pos, npos))
                    left_now++;
        if (left_now == 0)
            break;
        if (best_left == left_now || npos + 1 >= sizeof pos) {
            fprintf(stderr, "%s: no word offsets tell the keywords apart\n", argv[0]);
            return 1;
        }
        pos[npos++] = (uint8_t)best;
    }
    /* Find a seed for which the distinct names land in distinct slots. */
    unsigned bits = 8;
    while (((size_t)1 << bits) < 8 * distinct)
        bits++;
    uint16_t *slots = NULL;
    uint32_t seed = 0;
    for (;; bits++) {
        size_t m = (size_t)1 << bits;
        free(slots);
        slots = calloc(m, sizeof *slots);
        if (slots == NULL || bits > 20)
            return 1;
        for (seed = 1; seed < 200000; seed++) {
            memset(slots, 0, m * sizeof *slots);
            size_t i = 0;
            for (; i < n; i++) {
                if (first[i] != i)
                    continue;
                const char *s = rsig_keywords[i].name;
                size_t slot = rsig_kw_hash(s, strlen(s), pos, npos, seed) & (m - 1);
                if (slots[slot])
                    break;
                slots[slot] = (uint16_t)(i + 1);
            }
            if (i == n)
                goto found;
        }
    }
found:;
    size_t m = (size_t)1 << bits;
    uint16_t *order = malloc(n * sizeof *order);
    if (order == NULL)
        return 1;
    for (size_t i = 0; i < n; i++)
        order[i] = (uint16_t)i;
    qsort(order, n, sizeof *order, cmp_by_value);
    uint32_t masks[RSIG_KW_CLASS_COUNT] = {0};
    size_t start[RSIG_KW_CLASS_COUNT + 1] = {0};
    for (size_t i = 0; i < n; i++) {
        const rsig_keyword *k = &rsig_keywords[i];
        if (k->cls >= RSIG_KW_CLASS_COUNT) {
            fprintf(stderr, "%s: keyword %s has no valid class\n", argv[0], k->name);
            return 1;
        }
        masks[k->cls] |= k->value;
    }
    for (size_t i = 0; i < n; i++)
        start[rsig_keywords[order[i]].cls + 1u] = i + 1;
    for (size_t c = 1; c <= RSIG_KW_CLASS_COUNT; c++)
        if (start[c] < start[c - 1])
            start[c] = start[c - 1];

    FILE *f = fopen(argv[1], "w");
    if (f == NULL) {
        perror(argv[1]);
        return 1;
    }
    fprintf(f, "/* Generated by rsig_keywords_gen from src/keywords.c: do not edit. */\n");
    fprintf(f, "#define RSIG_KW_INDEX_COUNT %zu\n", n);
    fprintf(f, "#define RSIG_KW_SEED %uu\n", seed);
    fprintf(f, "#define RSIG_KW_SLOT_MASK %zuu\n", m - 1);
    fprintf(f, "#define RSIG_KW_MAX_LEN %zuu\n", max_len);
    fprintf(f, "/* the offsets of the words the hash reads */\n");
    fprintf(f, "static const uint8_t rsig_kw_offsets[%zu] = {", npos);
    for (size_t i = 0; i < npos; i++)
        fprintf(f, "%u,", pos[i]);
    fprintf(f, "};\n");
    fprintf(f, "/* hash slot -> 1 + first entry with that (case-folded) name, 0 if empty */\n");
    fprintf(f, "static const uint16_t rsig_kw_slots[%zu] = {", m);
    for (size_t i = 0; i < m; i++)
        fprintf(f, "%s%u,", i % 24 ? "" : "\n   ", slots[i]);
    fprintf(f, "\n};\n/* entry -> its name's length and case-folded name, for the compare */\n");
    fprintf(f, "static const uint8_t rsig_kw_len[%zu] = {", n);
    for (size_t i = 0; i < n; i++)
        fprintf(f, "%s%zu,", i % 24 ? "" : "\n   ", strlen(rsig_keywords[i].name));
    fprintf(f, "\n};\nstatic const char *const rsig_kw_folded[%zu] = {\n", n);
    for (size_t i = 0; i < n; i++) {
        fputs("    \"", f);
        for (const char *c = rsig_keywords[i].name; *c; c++)
            fputc(fold((unsigned char)*c), f);
        fputs("\",\n", f);
    }
    fprintf(f, "};\n/* entry -> 1 + the next entry with the same name, 0 if none */\n");
    fprintf(f, "static const uint16_t rsig_kw_next[%zu] = {", n);
    for (size_t i = 0; i < n; i++)
        fprintf(f, "%s%u,", i % 24 ? "" : "\n   ", next[i]);
    fprintf(f, "\n};\n/* entries ordered by (class, value, table position) */\n");
    fprintf(f, "static const uint16_t rsig_kw_by_value[%zu] = {", n);
    for (size_t i = 0; i < n; i++)
        fprintf(f, "%s%u,", i % 24 ? "" : "\n   ", order[i]);
    fprintf(f, "\n};\n/* class -> its first position in rsig_kw_by_value (and the end) */\n");
    fprintf(f, "static const uint16_t rsig_kw_class_start[%d] = {", RSIG_KW_CLASS_COUNT + 1);
    for (size_t c = 0; c <= RSIG_KW_CLASS_COUNT; c++)
        fprintf(f, "%zu,", start[c]);
    fprintf(f, "};\n");
    /*
     * value -> entry without a search for the classes whose values are all
     * small (enums): 1 + the entry rsig_kw_entry answers, 0 for none.
     */
    size_t dense_start[RSIG_KW_CLASS_COUNT] = {0}, dense_len[RSIG_KW_CLASS_COUNT] = {0};
    size_t dense_total = 0;
    for (size_t c = 0; c < RSIG_KW_CLASS_COUNT; c++) {
        uint32_t maxv = 0;
        for (size_t i = start[c]; i < start[c + 1]; i++)
            if (rsig_keywords[order[i]].value > maxv)
                maxv = rsig_keywords[order[i]].value;
        dense_start[c] = dense_total;
        dense_len[c] = start[c] < start[c + 1] && maxv < DENSE_LIMIT ? maxv + 1u : 0u;
        dense_total += dense_len[c];
    }
    fprintf(f, "/* class -> values below this are in rsig_kw_dense, from rsig_kw_dense_start */\n");
    fprintf(f, "static const uint16_t rsig_kw_dense_len[%d] = {", RSIG_KW_CLASS_COUNT);
    for (size_t c = 0; c < RSIG_KW_CLASS_COUNT; c++)
        fprintf(f, "%zu,", dense_len[c]);
    fprintf(f, "};\nstatic const uint16_t rsig_kw_dense_start[%d] = {", RSIG_KW_CLASS_COUNT);
    for (size_t c = 0; c < RSIG_KW_CLASS_COUNT; c++)
        fprintf(f, "%zu,", dense_start[c]);
    fprintf(f, "};\n/* (class, small value) -> 1 + its printed entry, 0 if none */\n");
    fprintf(f, "static const uint16_t rsig_kw_dense[%zu] = {", dense_total ? dense_total : 1);
    size_t col = 0;
    for (size_t c = 0; c < RSIG_KW_CLASS_COUNT; c++)
        for (uint32_t v = 0; v < dense_len[c]; v++) {
            unsigned e = 0;
            /* The first non-alias entry with value v, in (value, table position) order. */
            for (size_t i = start[c]; i < start[c + 1]; i++) {
                const rsig_keyword *k = &rsig_keywords[order[i]];
                if (k->value == v && !(k->kwflags & RSIG_KWF_ALIAS)) {
                    e = order[i] + 1u;
                    break;
                }
            }
            fprintf(f, "%s%u,", col++ % 24 ? "" : "\n   ", e);
        }
    if (dense_total == 0)
        fprintf(f, "0");
    fprintf(f, "\n};\n/* class -> OR of the values of its entries */\n");
    fprintf(f, "static const uint32_t rsig_kw_class_masks[%d] = {", RSIG_KW_CLASS_COUNT);
    for (size_t c = 0; c < RSIG_KW_CLASS_COUNT; c++)
        fprintf(f, "0x%xu,", masks[c]);
    fprintf(f, "};\n");
    if (fclose(f) != 0) {
        perror(argv[1]);
        return 1;
    }
    free(first);
    free(next);
    free(slots);
    free(order);
    return 0;
}
