/*
 * rootsig.h: the whole public API of librootsig, a compiler for Direct3D 12
 * root signatures (HLSL root-signature DSL -> RTS0 part, versions 1.0/1.1/1.2).
 *
 * Model
 *   Everything lives in a context (rootsig_ctx). A context owns an arena from
 *   which every signature, diagnostic and returned string is allocated; all of
 *   it is released by rootsig_ctx_reset() or rootsig_ctx_destroy(). Memory comes
 *   only from the allocator given to rootsig_ctx_create() (or malloc/free).
 *
 * Threads
 *   The library has no global mutable state. Distinct contexts may be used from
 *   distinct threads at the same time; one context must not be used from two
 *   threads at once.
 *
 * Errors
 *   Every fallible function returns rootsig_status. Problems with the *input*
 *   (syntax, invalid values, malformed binaries) are reported as diagnostics
 *   (rootsig_diag_*) and the function returns ROOTSIG_ERR_INPUT. The library
 *   never prints, never aborts and never exits.
 */
#ifndef ROOTSIG_H
#define ROOTSIG_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(_WIN32) && defined(ROOTSIG_SHARED)
#  ifdef ROOTSIG_BUILDING
#    define ROOTSIG_API __declspec(dllexport)
#  else
#    define ROOTSIG_API __declspec(dllimport)
#  endif
#elif defined(__GNUC__) || defined(__clang__)
#  define ROOTSIG_API __attribute__((visibility("default")))
#else
#  define ROOTSIG_API
#endif

#define ROOTSIG_VERSION_MAJOR 0
#define ROOTSIG_VERSION_MINOR 1
#define ROOTSIG_VERSION_PATCH 0
#define ROOTSIG_VERSION_STRING "0.1.0"

/* The library's version string ("0.1.0"); compare with ROOTSIG_VERSION_STRING. */
ROOTSIG_API const char *rootsig_version_string(void);

/* ------------------------------------------------------------------------ */
/* Status codes. Stable numbers: never renumbered, only appended.            */

typedef enum rootsig_status {
    ROOTSIG_OK = 0,
    ROOTSIG_ERR_NOMEM = 1,        /* the allocator returned NULL */
    ROOTSIG_ERR_ARG = 2,          /* a NULL pointer or an out-of-range option */
    ROOTSIG_ERR_INPUT = 3,        /* input rejected; see the diagnostics */
    ROOTSIG_ERR_BUFFER_SMALL = 4, /* dst_capacity too small; *written says how much is needed */
    ROOTSIG_ERR_LIMIT = 5         /* a documented limit was exceeded; see the diagnostics */
} rootsig_status;

/* A short English description of a status ("out of memory", ...). Never NULL. */
ROOTSIG_API const char *rootsig_status_string(rootsig_status status);

/* ------------------------------------------------------------------------ */
/* Allocator and context                                                     */

/*
 * Caller-supplied allocator. alloc must return memory aligned for any object
 * type (like malloc) or NULL; free receives the size that was requested.
 * user is passed back unchanged to both.
 */
typedef struct rootsig_allocator {
    void *(*alloc)(void *user, size_t size);
    void (*free)(void *user, void *ptr, size_t size);
    void *user;
} rootsig_allocator;

typedef struct rootsig_ctx rootsig_ctx;

/*
 * Creates a context. allocator may be NULL (malloc/free); if given, it is
 * copied, so the struct need not outlive the call (its user pointer must).
 * Returns ROOTSIG_OK, ROOTSIG_ERR_ARG (out is NULL) or ROOTSIG_ERR_NOMEM.
 */
ROOTSIG_API rootsig_status rootsig_ctx_create(const rootsig_allocator *allocator,
                                              rootsig_ctx **out);

/* Frees the context and everything allocated from it. NULL is a no-op. */
ROOTSIG_API void rootsig_ctx_destroy(rootsig_ctx *ctx);

/*
 * Frees every signature, diagnostic and string handed out so far and clears
 * the diagnostics, keeping the context and its settings for reuse.
 */
ROOTSIG_API void rootsig_ctx_reset(rootsig_ctx *ctx);

/* ------------------------------------------------------------------------ */
/* Options                                                                   */

typedef enum rootsig_version {
    ROOTSIG_VERSION_1_0 = 1, /* values are the RTS0 header's Version field */
    ROOTSIG_VERSION_1_1 = 2,
    ROOTSIG_VERSION_1_2 = 3
} rootsig_version;

/*
 * How unspecified 1.1/1.2 flags are written. Both mean the same to the D3D12
 * runtime; only the bytes differ.
 *   LLVM: clang's explicit defaults (root CBV/SRV and CBV/SRV ranges 4,
 *         root UAV and UAV ranges 2, Sampler ranges 0). The default.
 *   DXC:  0, as DXC and FXC write.
 */
typedef enum rootsig_compat {
    ROOTSIG_COMPAT_LLVM = 0,
    ROOTSIG_COMPAT_DXC = 1
} rootsig_compat;

typedef struct rootsig_options {
    rootsig_version version; /* 0 means the default, 1.1 */
    rootsig_compat compat;
    unsigned max_errors;     /* stop after this many errors; 0 means 20 */
    unsigned werror;         /* non-zero: warnings count as errors */
} rootsig_options;

/*
 * Turns one warning off (or back on) by its ID ("RS1201"). Unknown IDs and
 * IDs of errors are refused with ROOTSIG_ERR_ARG.
 */
ROOTSIG_API rootsig_status rootsig_ctx_disable_warning(rootsig_ctx *ctx, const char *id,
                                                       int disabled);

/* ------------------------------------------------------------------------ */
/* Signatures                                                                */

/*
 * A parsed root signature (the AST). Opaque; owned by the context that made
 * it; valid until rootsig_ctx_reset/destroy.
 */
typedef struct rootsig_signature rootsig_signature;

/*
 * Parses root-signature DSL text. name is used in diagnostics ("<text>",
 * a file name, ...); text need not be NUL-terminated and is copied. options
 * may be NULL (defaults). On success *out is the signature; on
 * ROOTSIG_ERR_INPUT the diagnostics say why and *out is NULL.
 * Parsing does not validate; see rootsig_validate().
 */
ROOTSIG_API rootsig_status rootsig_parse_dsl(rootsig_ctx *ctx, const char *name,
                                             const char *text, size_t length,
                                             const rootsig_options *options,
                                             rootsig_signature **out);

/*
 * Parses the root signature that the object-like macro `macro` stands for in
 * an HLSL source (.hlsl, .hlsli, .h), as `dxc -T rootsig_1_1 -E macro` does:
 * text is the whole file (need not be NUL-terminated; copied), name is used
 * in diagnostics. The file is scanned for `#define macro` (comments, strings,
 * code and other directives are skipped) and its replacement list expanded:
 *   - backslash-newline continuations are spliced, also inside a string
 *     literal (the next line's indentation then stays in the string);
 *   - comments are dropped; other object-like macros defined in the same
 *     text are expanded recursively (64 levels at most; a cycle is an error);
 *   - string literals are concatenated without their quotes, raw: escape
 *     sequences are NOT processed (`"\n"` reaches the parser as the two
 *     characters \ and n, which it rejects), as on DXC's -T rootsig path;
 *     between other tokens a space is kept where the source has one;
 *   - an expansion that is a whole `RootSignature("...")` or
 *     `[RootSignature("...")]` attribute gives the literals inside it.
 * Not supported, and diagnosed (RS6xxx in docs/diagnostics.md): function-like
 * macros, ## pasting, #include (included files are not read) and #if/#ifdef
 * conditions (only `#if 0` and `#if 1` are understood; a macro defined in
 * different branches is an error; one definition, even inside a conditional
 * such as an include guard, is used, and of several in the same branch the
 * last). The macro is looked up as at the end of the file, as DXC does.
 * Every diagnostic -- also those of parsing and of validating the result
 * later -- points into text: offsets, lines, columns and carets are the
 * file's (a diagnostic about the file as a whole, such as an unknown macro,
 * has line 0). options and *out as for rootsig_parse_dsl.
 */
ROOTSIG_API rootsig_status rootsig_parse_hlsl_define(rootsig_ctx *ctx, const char *name,
                                                     const char *text, size_t length,
                                                     const char *macro,
                                                     const rootsig_options *options,
                                                     rootsig_signature **out);

/*
 * Reads an RTS0 part (the bytes after the 8-byte part header) into a
 * signature, checking every offset and count against length first. Every
 * read is bounds-checked; a malformed part gives a diagnostic with the byte
 * offset of the problem. The version comes from the part's header.
 */
ROOTSIG_API rootsig_status rootsig_read_rts0(rootsig_ctx *ctx, const char *name,
                                             const void *data, size_t length,
                                             rootsig_signature **out);

/* The signature's version (from options when parsed, from the header when read). */
ROOTSIG_API rootsig_version rootsig_signature_version(const rootsig_signature *sig);

/*
 * Applies the validation rules to sig (see docs/diagnostics.md). Returns
 * ROOTSIG_OK when no error was found (warnings may have been added) and
 * ROOTSIG_ERR_INPUT otherwise.
 */
ROOTSIG_API rootsig_status rootsig_validate(rootsig_ctx *ctx, const rootsig_signature *sig,
                                            const rootsig_options *options);

/* ------------------------------------------------------------------------ */
/* RTS0 output                                                               */

/* An upper bound on the size of sig's RTS0 part (exact, in fact). */
ROOTSIG_API size_t rootsig_rts0_bound(const rootsig_signature *sig);

/*
 * Writes sig's RTS0 part data (header onwards, no part header) into dst.
 * options->compat picks the unspecified-flag bytes; the version is the
 * signature's. If dst_capacity is too small, nothing is written, *written is
 * the size needed and ROOTSIG_ERR_BUFFER_SMALL is returned. Does not validate.
 */
ROOTSIG_API rootsig_status rootsig_write_rts0(rootsig_ctx *ctx, const rootsig_signature *sig,
                                              const rootsig_options *options, void *dst,
                                              size_t dst_capacity, size_t *written);

/*
 * Renders a readable dump of every field of sig (the format of `rootsig dump`).
 * *text is NUL-terminated, owned by the context; *length excludes the NUL.
 */
ROOTSIG_API rootsig_status rootsig_dump(rootsig_ctx *ctx, const rootsig_signature *sig,
                                        const rootsig_options *options, const char **text,
                                        size_t *length);

/*
 * The one-call path: parse DSL, validate, and write the RTS0 part into dst.
 * Same buffer contract as rootsig_write_rts0. Nothing is written unless the
 * signature is valid.
 */
ROOTSIG_API rootsig_status rootsig_compile_dsl(rootsig_ctx *ctx, const char *name,
                                               const char *text, size_t length,
                                               const rootsig_options *options, void *dst,
                                               size_t dst_capacity, size_t *written);

/* ------------------------------------------------------------------------ */
/* LLVM metadata                                                             */

/*
 * Parses LLVM IR text (a whole .ll module as clang writes it, or just the
 * metadata lines) and returns the root signature of the !dx.rootsignatures
 * entry whose function is entry (NULL: the only or first entry; "" matches
 * a null function). The version comes from the entry's version operand; a
 * non-zero options->version that disagrees is an error.
 */
ROOTSIG_API rootsig_status rootsig_parse_metadata(rootsig_ctx *ctx, const char *name,
                                                  const char *text, size_t length,
                                                  const rootsig_options *options,
                                                  const char *entry, rootsig_signature **out);

/*
 * Lists the functions of every !dx.rootsignatures entry ("" for null).
 * *functions is owned by the context.
 */
ROOTSIG_API rootsig_status rootsig_metadata_entries(rootsig_ctx *ctx, const char *name,
                                                    const char *text, size_t length,
                                                    size_t *count,
                                                    const char *const **functions);

/*
 * Parses every entry of the module at once (one pass over the text): *sigs
 * and *functions have *count elements each, owned by the context.
 */
ROOTSIG_API rootsig_status rootsig_parse_metadata_all(rootsig_ctx *ctx, const char *name,
                                                      const char *text, size_t length,
                                                      const rootsig_options *options,
                                                      size_t *count,
                                                      rootsig_signature *const **sigs,
                                                      const char *const **functions);

/*
 * Prints !dx.rootsignatures and its nodes for sig as clang 22 would for the
 * same DSL and version (explicit flags, 15-operand static samplers, LLVM's
 * float spelling, first-use node numbering with identical nodes shared).
 * entry names the function (`ptr @entry`); NULL prints `null`. *text is
 * owned by the context.
 */
ROOTSIG_API rootsig_status rootsig_print_metadata(rootsig_ctx *ctx, const rootsig_signature *sig,
                                                  const rootsig_options *options,
                                                  const char *entry, const char **text,
                                                  size_t *length);

/* ------------------------------------------------------------------------ */
/* DXContainers                                                              */
/*
 * A DXContainer ("DXBC" file) holds parts: shader bytecode, signatures, the
 * root signature (RTS0)... Every function below checks the whole structure
 * before using it (a malformed file gives diagnostics with byte offsets and
 * ROOTSIG_ERR_INPUT, never an out-of-bounds read) and every container it
 * writes carries the retail digest over bytes 20..end, which the D3D12
 * runtime requires. Parts it does not touch are kept byte for byte, in order.
 * Output follows the rootsig_write_rts0 buffer contract: with too small a
 * dst_capacity nothing is written, *written is the size needed and
 * ROOTSIG_ERR_BUFFER_SMALL is returned (so dst_capacity 0 asks for the size).
 */

#define ROOTSIG_FOURCC(a, b, c, d)                                                              \
    ((uint32_t)(unsigned char)(a) | (uint32_t)(unsigned char)(b) << 8 |                         \
     (uint32_t)(unsigned char)(c) << 16 | (uint32_t)(unsigned char)(d) << 24)
#define ROOTSIG_FOURCC_RTS0 ROOTSIG_FOURCC('R', 'T', 'S', '0')

/* One part: its four-character code (as stored, little-endian) and data. */
typedef struct rootsig_part {
    uint32_t fourcc;
    const void *data;
    size_t size;
} rootsig_part;

/* How a container's 16-byte digest relates to its contents. */
typedef enum rootsig_digest_kind {
    ROOTSIG_DIGEST_RETAIL = 0,   /* the retail hash (DXC's validator, FXC) */
    ROOTSIG_DIGEST_DEBUG = 1,    /* the debug-hash variant */
    ROOTSIG_DIGEST_ZERO = 2,     /* all zero: unsigned; the runtime rejects it */
    ROOTSIG_DIGEST_BYPASS = 3,   /* the 01..01 / 02..02 bypass sentinels */
    ROOTSIG_DIGEST_MISMATCH = 4  /* none of these: stale or corrupt */
} rootsig_digest_kind;

/* The size of the root-signature-only container rootsig_write_container makes. */
ROOTSIG_API size_t rootsig_container_bound(const rootsig_signature *sig);

/*
 * Writes a DXContainer holding only sig's RTS0 part, as `dxc -T rootsig_1_1`
 * does: "DXBC" header, one part offset (36), the RTS0 part, and the retail
 * digest (always filled, unlike DXC in some paths). Does not validate.
 */
ROOTSIG_API rootsig_status rootsig_write_container(rootsig_ctx *ctx, const rootsig_signature *sig,
                                                   const rootsig_options *options, void *dst,
                                                   size_t dst_capacity, size_t *written);

/*
 * Reads a root signature from either a DXContainer (its RTS0 part) or a bare
 * RTS0 part, told apart by the "DXBC" magic.
 */
ROOTSIG_API rootsig_status rootsig_read_binary(rootsig_ctx *ctx, const char *name,
                                               const void *data, size_t length,
                                               rootsig_signature **out);

/*
 * Parses a container and lists its parts in file order. The data is copied
 * into the context; *parts and the part data stay valid until reset/destroy.
 * *digest (if not NULL) says what the stored digest is.
 */
ROOTSIG_API rootsig_status rootsig_container_parse(rootsig_ctx *ctx, const char *name,
                                                   const void *data, size_t length,
                                                   const rootsig_part **parts, size_t *count,
                                                   rootsig_digest_kind *digest);

/*
 * Assembles parts (in the order given) into a container with the retail
 * digest: for front ends that build their own containers. Parts whose size
 * is not a multiple of 4 are followed by zero padding when another part
 * follows; declared sizes are kept.
 */
ROOTSIG_API rootsig_status rootsig_container_write_parts(rootsig_ctx *ctx,
                                                         const rootsig_part *parts, size_t count,
                                                         void *dst, size_t dst_capacity,
                                                         size_t *written);

/*
 * Splice: the container with its RTS0 part set to rts0 (the bytes of an RTS0
 * part). An existing RTS0 is replaced where it stands; otherwise the new one
 * goes after PSV0, else before PRIV, else at the end (where DXC puts it). The
 * new RTS0 is read and validated first (options as for rootsig_validate);
 * nothing is written if that fails.
 */
ROOTSIG_API rootsig_status rootsig_container_set_rts0(rootsig_ctx *ctx, const char *name,
                                                      const void *container, size_t length,
                                                      const void *rts0, size_t rts0_length,
                                                      const rootsig_options *options, void *dst,
                                                      size_t dst_capacity, size_t *written);

/* The container without its RTS0 part; an error diagnostic if it has none. */
ROOTSIG_API rootsig_status rootsig_container_strip_rts0(rootsig_ctx *ctx, const char *name,
                                                        const void *container, size_t length,
                                                        void *dst, size_t dst_capacity,
                                                        size_t *written);

/*
 * Extract: the container's RTS0 part data (valid until reset/destroy); an
 * error diagnostic if it has none.
 */
ROOTSIG_API rootsig_status rootsig_container_get_rts0(rootsig_ctx *ctx, const char *name,
                                                      const void *container, size_t length,
                                                      const void **rts0, size_t *rts0_length);

/* What rootsig_container_verify found. */
typedef struct rootsig_verify_result {
    rootsig_digest_kind digest;
    size_t part_count;
    int has_rts0;            /* non-zero if an RTS0 part exists */
    rootsig_version version; /* of the RTS0, when there is one */
} rootsig_verify_result;

/*
 * Verify: the structure is sound, the digest is the retail or debug hash of
 * the contents, and the RTS0 part (if any) reads and validates. Returns
 * ROOTSIG_OK only then; *result is filled as far as the checks got.
 */
ROOTSIG_API rootsig_status rootsig_container_verify(rootsig_ctx *ctx, const char *name,
                                                    const void *data, size_t length,
                                                    const rootsig_options *options,
                                                    rootsig_verify_result *result);

/* ------------------------------------------------------------------------ */
/* Diagnostics                                                               */

typedef enum rootsig_severity {
    ROOTSIG_SEVERITY_NOTE = 0,
    ROOTSIG_SEVERITY_WARNING = 1,
    ROOTSIG_SEVERITY_ERROR = 2
} rootsig_severity;

/*
 * One diagnostic record. Notes that belong to a diagnostic follow it
 * directly in the list (note_count of them) and have severity NOTE.
 * All strings are owned by the context.
 */
typedef struct rootsig_diag {
    rootsig_severity severity;
    const char *id;          /* stable ID, "RS1001"; see docs/diagnostics.md */
    const char *message;     /* one line, no trailing newline */
    const char *source_name; /* as passed to the parse/read call; NULL if none */
    size_t offset;           /* byte offset into the source (0-based) */
    size_t length;           /* bytes covered (0 at end of input) */
    unsigned line, column;   /* 1-based; 0 when the source is binary */
    size_t note_count;       /* number of NOTE records that follow */
} rootsig_diag;

/* Number of records (diagnostics and their notes) collected so far. */
ROOTSIG_API size_t rootsig_diag_count(const rootsig_ctx *ctx);

/* Record i (0-based) or NULL if out of range. */
ROOTSIG_API const rootsig_diag *rootsig_diag_get(const rootsig_ctx *ctx, size_t i);

/* Number of records with severity ERROR / WARNING. */
ROOTSIG_API size_t rootsig_error_count(const rootsig_ctx *ctx);
ROOTSIG_API size_t rootsig_warning_count(const rootsig_ctx *ctx);

/*
 * Renders record i as a compiler would print it:
 *   NAME:LINE:COL: error: message [RS1001]
 *     source line
 *     ^~~~
 * (binary sources: "NAME: error: message at offset N [ID]"). The text ends
 * with a newline, is owned by the context, and is valid until reset/destroy.
 * Returns NULL if i is out of range or memory ran out.
 */
ROOTSIG_API const char *rootsig_diag_render(rootsig_ctx *ctx, size_t i);

#ifdef __cplusplus
}
#endif

#endif /* ROOTSIG_H */
