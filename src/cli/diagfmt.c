/*
 * diagfmt.c: how the command line shows diagnostics (--diagnostics-format,
 * --color). text: as rootsig_diag_render, coloured on terminals as clang
 * does; json: one JSON object per line per diagnostic, its notes inside;
 * sarif: one SARIF 2.1.0 log for the whole run, written when the command
 * ends (cli_diag_finish). The library only records diagnostics; everything
 * here uses the public rootsig_diag records.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "cli.h"
#include "diag_titles.h" /* generated from docs/diagnostics.md (CMakeLists.txt) */

enum { FMT_TEXT, FMT_JSON, FMT_SARIF };

/* The command line's settings for one run (the program is single-threaded). */
static struct {
    int format;
    int color; /* -1 auto, 0 never, 1 always */
    int tty;   /* auto's answer, once asked (-1 not yet) */
    json_t *results, *rules;
    FILE *stream; /* text and JSON lines: cli_diag_emit's, open from its first batch on */
    char *block;  /* its buffer */
} out = {FMT_TEXT, -1, -1, NULL, NULL, NULL, NULL};

int cli_diag_option(int argc, char **argv, int *i)
{
    const char *a = argv[*i];
    const char *v = NULL;
    if (strcmp(a, "--diagnostics-format") == 0 || strncmp(a, "--diagnostics-format=", 21) == 0) {
        v = a[20] == '=' ? a + 21 : *i + 1 < argc ? argv[++*i] : NULL;
        if (v == NULL) {
            cli_usage_error("option '%s' needs a value", "--diagnostics-format");
            return -1;
        }
        if (strcmp(v, "text") == 0)
            out.format = FMT_TEXT;
        else if (strcmp(v, "json") == 0)
            out.format = FMT_JSON;
        else if (strcmp(v, "sarif") == 0)
            out.format = FMT_SARIF;
        else {
            cli_usage_error("unknown --diagnostics-format '%s' (use text, json or sarif)", v);
            return -1;
        }
        return 1;
    }
    if (strcmp(a, "--color") == 0 || strncmp(a, "--color=", 8) == 0) {
        v = a[7] == '=' ? a + 8 : "always";
        if (strcmp(v, "auto") == 0)
            out.color = -1;
        else if (strcmp(v, "always") == 0)
            out.color = 1;
        else if (strcmp(v, "never") == 0)
            out.color = 0;
        else {
            cli_usage_error("unknown --color '%s' (use auto, always or never)", v);
            return -1;
        }
        return 1;
    }
    return 0;
}

/* auto: a terminal, and NO_COLOR unset or empty (https://no-color.org). */
static int use_color(void)
{
    if (out.color >= 0)
        return out.color;
    if (out.tty < 0) {
        /* once: a module that warns a thousand times would ask the terminal each time */
        const char *nc = getenv("NO_COLOR");
        out.tty = (nc == NULL || nc[0] == 0) && cli_is_terminal(stderr);
    }
    return out.tty;
}

#define BOLD "\033[1m"
#define RED "\033[1;31m"
#define MAGENTA "\033[1;35m"
#define CYAN "\033[1;36m"
#define GREEN "\033[1;32m"
#define RESET "\033[0m"

/*
 * A rendered diagnostic in clang's colours: the location bold, the severity
 * red/magenta/cyan, the message bold, the caret line green. The rendering's
 * shape (rootsig_diag_render) is "WHERE: SEVERITY: message [ID]", then the
 * source line and the caret line, each indented by two spaces.
 */
static void put_colored(FILE *to, const char *text, rootsig_severity sev)
{
    static const char *const words[] = {": note: ", ": warning: ", ": error: "};
    static const char *const colors[] = {CYAN, MAGENTA, RED};
    const char *nl = strchr(text, '\n');
    size_t first = nl ? (size_t)(nl - text) : strlen(text);
    const char *w = strstr(text, words[sev]);
    if (w && (size_t)(w - text) < first) {
        size_t wl = strlen(words[sev]);
        fprintf(to, BOLD "%.*s:" RESET " %s%.*s" RESET " " BOLD "%.*s" RESET "\n",
                (int)(w - text), text, colors[sev], (int)(wl - 3), w + 2,
                (int)(first - (size_t)(w - text) - wl), w + wl);
    } else {
        fprintf(to, "%.*s\n", (int)first, text);
    }
    for (const char *line = nl ? nl + 1 : text + first; *line;) {
        const char *e = strchr(line, '\n');
        size_t n = e ? (size_t)(e - line) : strlen(line);
        size_t lead = strspn(line, " ");
        int caret = lead < n && (line[lead] == '^' || line[lead] == '~');
        fprintf(to, caret ? "%.*s" GREEN "%.*s" RESET "\n" : "%.*s%.*s\n", (int)lead, line,
                (int)(n - lead), line + lead);
        line += n + (e != NULL);
    }
}

static const char *severity_name(rootsig_severity s)
{
    return s == ROOTSIG_SEVERITY_ERROR ? "error" : s == ROOTSIG_SEVERITY_WARNING ? "warning"
                                                                                 : "note";
}

/* {"file", "line", "column", "offset", "length", "severity", "id"?, "message"} */
static json_t *json_record(const rootsig_diag *d)
{
    json_t *o = json_pack("{s:o,s:I,s:I,s:I,s:I,s:s}", "file",
                          d->source_name ? json_string(d->source_name) : json_null(), "line",
                          (json_int_t)d->line, "column", (json_int_t)d->column, "offset",
                          (json_int_t)d->offset, "length", (json_int_t)d->length, "severity",
                          severity_name(d->severity));
    if (d->severity != ROOTSIG_SEVERITY_NOTE)
        json_object_set_new(o, "id", json_string(d->id));
    json_object_set_new(o, "message", json_string(d->message));
    if (d->fixit)
        json_object_set_new(o, "fixit",
                            json_pack("{s:I,s:I,s:s}", "offset", (json_int_t)d->fixit_offset,
                                      "length", (json_int_t)d->fixit_length, "text", d->fixit));
    return o;
}

/* A URI reference for a file name: unreserved characters and '/' kept, the rest %XX. */
static json_t *uri_of(const char *name)
{
    size_t n = strlen(name);
    char *u = malloc(3 * n + 1), *p = u;
    if (u == NULL)
        return json_null();
    for (const unsigned char *s = (const unsigned char *)name; *s; s++) {
        if ((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9') ||
            strchr("-._~/", *s))
            *p++ = (char)*s;
        else
            p += sprintf(p, "%%%02X", *s);
    }
    *p = 0;
    json_t *j = json_string(u);
    free(u);
    return j;
}

static json_t *sarif_location(const rootsig_diag *d)
{
    json_t *phys = json_object();
    json_object_set_new(phys, "artifactLocation",
                        json_pack("{s:o}", "uri", uri_of(d->source_name ? d->source_name
                                                                        : "rootsig")));
    if (d->line > 0)
        json_object_set_new(phys, "region",
                            json_pack("{s:I,s:I,s:I,s:I}", "startLine", (json_int_t)d->line,
                                      "startColumn", (json_int_t)d->column, "charOffset",
                                      (json_int_t)d->offset, "charLength", (json_int_t)d->length));
    else if (d->source_name && d->offset + d->length > 0)
        json_object_set_new(phys, "region", json_pack("{s:I,s:I}", "byteOffset",
                                                      (json_int_t)d->offset, "byteLength",
                                                      (json_int_t)d->length));
    return json_pack("{s:o}", "physicalLocation", phys);
}

/* "rs2040--register-overlap-error": GitHub's anchor for a "## RSnnnn — title (severity)" heading. */
static void anchor(char *dst, size_t n, const char *heading)
{
    size_t k = 0;
    for (const unsigned char *s = (const unsigned char *)heading; *s && k + 1 < n; s++) {
        if (*s >= 'A' && *s <= 'Z')
            dst[k++] = (char)(*s - 'A' + 'a');
        else if ((*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9') || *s == '-' || *s == '_')
            dst[k++] = (char)*s;
        else if (*s == ' ')
            dst[k++] = '-';
        /* other punctuation, and the bytes of the em dash, are dropped */
    }
    dst[k] = 0;
}

/* The index of rule id in the run's rules, adding it on first use. */
static size_t rule_index(const char *id)
{
    size_t i;
    json_t *r;
    json_array_foreach(out.rules, i, r)
        if (strcmp(json_string_value(json_object_get(r, "id")), id) == 0)
            return i;
    const char *title = NULL, *heading = NULL;
    for (size_t k = 0; k < sizeof rsig_diag_titles / sizeof rsig_diag_titles[0]; k++)
        if (strcmp(rsig_diag_titles[k].id, id) == 0) {
            title = rsig_diag_titles[k].title;
            heading = rsig_diag_titles[k].heading;
        }
    char uri[256] = "docs/diagnostics.md";
    if (heading) {
        char a[200];
        anchor(a, sizeof a, heading);
        snprintf(uri, sizeof uri, "docs/diagnostics.md#%s", a);
    }
    json_t *rule = json_pack("{s:s,s:{s:s},s:s}", "id", id, "shortDescription", "text",
                             title ? title : id, "helpUri", uri);
    json_object_set_new(rule, "help",
                        json_pack("{s:s}", "text", title ? title : id));
    json_array_append_new(out.rules, rule);
    return json_array_size(out.rules) - 1;
}

static void sarif_add(rootsig_ctx *ctx, size_t i, const rootsig_diag *d)
{
    if (out.results == NULL) {
        out.results = json_array();
        out.rules = json_array();
    }
    static const char *const level[] = {"note", "warning", "error"};
    json_t *res = json_pack("{s:s,s:I,s:s,s:{s:s},s:[o]}", "ruleId", d->id, "ruleIndex",
                            (json_int_t)rule_index(d->id), "level", level[d->severity], "message",
                            "text", d->message, "locations", sarif_location(d));
    if (d->fixit) {
        /* The fix-it as a SARIF fix: one replacement in the diagnostic's own file. */
        json_t *region = d->fixit_line
            ? json_pack("{s:I,s:I,s:I,s:I,s:I,s:I}", "startLine", (json_int_t)d->fixit_line,
                        "startColumn", (json_int_t)d->fixit_column, "endLine",
                        (json_int_t)d->fixit_end_line, "endColumn", (json_int_t)d->fixit_end_column,
                        "charOffset", (json_int_t)d->fixit_offset, "charLength",
                        (json_int_t)d->fixit_length)
            : json_pack("{s:I,s:I}", "byteOffset", (json_int_t)d->fixit_offset, "byteLength",
                        (json_int_t)d->fixit_length);
        char what[160];
        if (d->fixit[0])
            snprintf(what, sizeof what, "%s '%.100s'", d->fixit_length ? "replace with" : "insert",
                     d->fixit);
        else
            snprintf(what, sizeof what, "remove");
        json_object_set_new(
            res, "fixes",
            json_pack("[{s:{s:s},s:[{s:{s:o},s:[{s:o,s:{s:s}}]}]}]", "description", "text", what,
                      "artifactChanges", "artifactLocation", "uri",
                      uri_of(d->source_name ? d->source_name : "rootsig"), "replacements",
                      "deletedRegion", region, "insertedContent", "text", d->fixit));
    }
    if (d->note_count) {
        json_t *rel = json_array();
        for (size_t k = 1; k <= d->note_count; k++) {
            const rootsig_diag *nd = rootsig_diag_get(ctx, i + k);
            if (nd == NULL)
                break;
            json_t *loc = sarif_location(nd);
            json_object_set_new(loc, "id", json_integer((json_int_t)k));
            json_object_set_new(loc, "message", json_pack("{s:s}", "text", nd->message));
            json_array_append_new(rel, loc);
        }
        json_object_set_new(res, "relatedLocations", rel);
    }
    json_array_append_new(out.results, res);
}

/* The diagnostics from `from` on, text or JSON lines, to `to` (see cli_diag_emit). */
static void emit_to(FILE *to, rootsig_ctx *ctx, size_t from, size_t n)
{
    char small[2048];
    for (size_t i = from; i < n; i++) {
        const rootsig_diag *d = rootsig_diag_get(ctx, i);
        if (out.format == FMT_TEXT) {
            /* Printed once: formatted into a buffer here (a long file name: one of its
             * size), no copy kept by the context. */
            size_t len = rootsig_diag_format(ctx, i, small, sizeof small);
            char *text = len < sizeof small ? small : malloc(len + 1);
            if (text != small && text && rootsig_diag_format(ctx, i, text, len + 1) != len) {
                free(text);
                text = NULL;
            }
            if (len && text && use_color())
                put_colored(to, text, d->severity);
            else if (len && text)
                fwrite(text, 1, len, to); /* its length is known: no strlen */
            if (text != small)
                free(text);
            cli_parseable_fixit(to, d);
            continue;
        }
        if (d->severity == ROOTSIG_SEVERITY_NOTE)
            continue; /* with the diagnostic it belongs to */
        if (out.format == FMT_SARIF) {
            sarif_add(ctx, i, d);
            continue;
        }
        json_t *o = json_record(d), *notes = json_array();
        for (size_t k = 1; k <= d->note_count && i + k < n; k++)
            json_array_append_new(notes, json_record(rootsig_diag_get(ctx, i + k)));
        json_object_set_new(o, "notes", notes);
        char *line = json_dumps(o, JSON_COMPACT | JSON_PRESERVE_ORDER);
        if (line) {
            fputs(line, to);
            fputc('\n', to);
            free(line);
        }
        json_decref(o);
    }
}

/*
 * stderr is unbuffered: a module with a thousand warnings would be a
 * thousand writes. They go through a stream of their own on the same
 * descriptor, buffered DIAG_BLOCK bytes at a time and flushed after each
 * batch, so a batch costs a write per block. The stream is opened at the
 * first batch and kept to the end (cli_diag_finish).
 */
enum { DIAG_BLOCK = 16 * 1024 };

static FILE *diag_stream(void)
{
    if (out.stream)
        return out.stream;
    char *block = malloc(DIAG_BLOCK); /* setvbuf's own would be a disk block, 4 KB */
    FILE *to = block ? cli_stderr_stream(block, DIAG_BLOCK) : NULL;
    if (to == NULL) {
        free(block);
        return NULL;
    }
    out.stream = to;
    out.block = block;
    return to;
}

static void end_stream(void)
{
    if (out.stream) {
        fclose(out.stream);
        free(out.block);
        out.stream = NULL;
        out.block = NULL;
    }
}

void cli_diag_emit(rootsig_ctx *ctx, size_t from)
{
    cli_diag_emit_range(ctx, from, rootsig_diag_count(ctx));
}

void cli_diag_emit_range(rootsig_ctx *ctx, size_t from, size_t n)
{
    if (n > rootsig_diag_count(ctx))
        n = rootsig_diag_count(ctx);
    if (n <= from)
        return;
    if (out.format == FMT_SARIF) {
        emit_to(stderr, ctx, from, n);
        return;
    }
    fflush(stderr);
    FILE *to = diag_stream();
    if (to == NULL) {
        emit_to(stderr, ctx, from, n); /* the slow way, all of it */
        return;
    }
    emit_to(to, ctx, from, n);
    fflush(to); /* before anything else is written to stderr */
}

void cli_diag_finish(void)
{
    end_stream();
    if (out.format != FMT_SARIF)
        return;
    json_t *log = json_pack(
        "{s:s,s:s,s:[{s:{s:{s:s,s:s,s:s,s:o}},s:o}]}", "$schema",
        "https://json.schemastore.org/sarif-2.1.0.json", "version", "2.1.0", "runs", "tool",
        "driver", "name", "rootsig", "version", rootsig_version_string(), "informationUri",
        "docs/diagnostics.md", "rules", out.rules ? out.rules : json_array(), "results",
        out.results ? out.results : json_array());
    char *text = json_dumps(log, JSON_INDENT(2) | JSON_PRESERVE_ORDER);
    if (text) {
        fputs(text, stderr);
        fputc('\n', stderr);
        free(text);
    }
    json_decref(log);
    out.results = out.rules = NULL;
}
