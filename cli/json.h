/* A small, strict JSON reader and writer for the smolvm command (the serve
 * protocol and `run --json`).
 *
 * The reader parses one JSON text (RFC 8259, nothing more: no NaN, no
 * comments, no trailing commas, no duplicate member names) into a tree of
 * smol_value nodes held in an arena: null, true and false become
 * SMOL_NONE and SMOL_BOOL; a number with a fraction or an exponent
 * SMOL_FLOAT; any other number SMOL_INT when it fits in 64 bits, else
 * SMOL_BIGINT with its text; a string SMOL_STR (UTF-8; a lone surrogate
 * escape becomes its three-byte encoding, as smolvm strings hold it); an
 * array SMOL_LIST; an object SMOL_DICT whose keys are SMOL_STR. Every
 * string is also NUL-terminated in the arena.
 *
 * It is bounded by construction: nesting at most JSON_MAX_DEPTH levels
 * (the recursion is bounded by it), every length checked against what is
 * left of the input, the tree's memory bounded by the arena's limit, and
 * no count that can overflow (an input is at most SIZE_MAX / 8 bytes).
 * Input that is not valid UTF-8 is an error.
 */
#ifndef SMOL_CLI_JSON_H
#define SMOL_CLI_JSON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "include/smolvm.h"

#define JSON_MAX_DEPTH 200

/* Memory for a parsed tree: malloc'ed chunks, at most `limit` bytes. */
typedef struct JArena {
    struct JChunk *head;
    size_t total;
    size_t limit;
} JArena;

void ja_init(JArena *a, size_t limit);
void *ja_alloc(JArena *a, size_t n);
/* A NUL-terminated copy of s[0..n). */
char *ja_strdup(JArena *a, const char *s, size_t n);
void ja_free(JArena *a);

/* Why a parse failed. */
typedef enum JsonError {
    JSON_OK = 0,
    JSON_SYNTAX,        /* not JSON, or invalid UTF-8 */
    JSON_TOO_DEEP,      /* nesting past JSON_MAX_DEPTH */
    JSON_TOO_LARGE,     /* the tree needs more than the arena's limit */
} JsonError;

/* Parse `len` bytes into *out. On failure *why is a static sentence. A
 * SMOL_FLOAT whose text overflowed to an infinity has `b` set. */
JsonError json_parse(const char *text, size_t len, JArena *a, smol_value *out, const char **why);

/* The member `name` of an object (a SMOL_DICT from json_parse), or NULL. */
const smol_value *json_member(const smol_value *obj, const char *name);

/* ---- the writer ---- */

/* A growing output text, at most `limit` bytes; `failed` once it ran out
 * of memory or past the limit (later writes are ignored). */
typedef struct JOut {
    char *buf;
    size_t len, cap, limit;
    bool failed;
} JOut;

void jo_init(JOut *o, size_t limit);
void jo_free(JOut *o);
void jo_raw(JOut *o, const char *s, size_t n);
void jo_lit(JOut *o, const char *s);
/* A JSON string of s[0..n): UTF-8 is copied, except '"', '\\', control
 * characters, U+2028 and U+2029 (escaped); an encoded surrogate becomes its
 * \uXXXX escape and any other invalid byte U+FFFD. */
void jo_str(JOut *o, const char *s, size_t n);
/* How many bytes of s[0..n), cut at a character, jo_str writes in at
 * most `max` bytes, quotes included. */
size_t json_str_fit(const char *s, size_t n, size_t max);
/* jo_str of a NUL-terminated string; NULL writes null. */
void jo_cstr(JOut *o, const char *s);
void jo_int(JOut *o, int64_t v);
void jo_uint(JOut *o, uint64_t v);
void jo_bool(JOut *o, bool b);
/* A finite double as Python's repr() writes it: the shortest text that
 * reads back as the same double, always with a '.' or an exponent. */
void jo_float(JOut *o, double d);
/* `text` is the shortest repr of a finite d (at least 32 bytes). */
void json_float_repr(double d, char *text, size_t size);

#endif
