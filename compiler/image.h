/* Bytecode images (.smolc): a compiled snippet stored as bytes, loaded
 * later without its source being parsed again.
 *
 * Layout (all integers little-endian):
 *
 *    0  8 bytes  magic "\x89SMOLC\r\n" (catches text-mode and 7-bit damage)
 *    8  u16      format version (IMAGE_VERSION)
 *   10  u16      flags (IMAGE_HAS_SOURCE, IMAGE_DEFLATED; every other bit
 *                must be 0)
 *   12  u32      with IMAGE_DEFLATED the length of the inflated payload,
 *                else 0
 *   16  u64      payload length (the file is exactly 32 + this)
 *   24  u64      XXH64 of the payload as stored, seed 0
 *   32  payload: the manifest (modules, tools, builtins: each a count and
 *       that many strings), the filename, the source when IMAGE_HAS_SOURCE,
 *       then the module's code object with its children among its
 *       constants. With IMAGE_DEFLATED the payload is stored as one zlib
 *       stream (RFC 1950) that inflates to exactly the length at offset 12.
 *
 * Counts and lengths are unsigned LEB128 varints, signed numbers zigzag
 * varints, strings a length then the bytes (UTF-8 for str). Loading is
 * checksum -> parse -> structural verification of every code object (every
 * operand, register window, constant and name index, jump target,
 * exception range; the last instruction never falls through) -> the
 * policy check, which the API layer runs. A malformed image is refused with
 * a reason and can never reach the interpreter. A deflated payload is
 * inflated (checksum first, then into a buffer of the announced length,
 * charged to the memory cap and the budget) before it is parsed; the
 * announced length is bounded by what deflate can reach from the stored
 * bytes, so a small image cannot ask for a large buffer.
 */
#ifndef SMOL_IMAGE_H
#define SMOL_IMAGE_H

#include "runtime/rt.h"

#define IMAGE_MAGIC "\x89SMOLC\r\n"
#define IMAGE_MAGIC_LEN 8
#define IMAGE_HEADER_LEN 32
#define IMAGE_VERSION 1
#define IMAGE_HAS_SOURCE 0x1u
#define IMAGE_DEFLATED 0x2u

/* The manifest carried in the header: NULL-terminated lists. */
typedef struct ImageManifest {
    const char *const *modules;
    const char *const *tools;
    const char *const *builtins;
} ImageManifest;

/* Serialise the module code object `code` (and, with IMAGE_HAS_SOURCE in
 * `flags`, its source text; with IMAGE_DEFLATED the payload is deflated
 * when that makes it smaller). Returns a malloc'd buffer of *len bytes that
 * belongs to the caller, or NULL with a reason in err. */
uint8_t *image_write(VM *vm, Code *code, const ImageManifest *m, unsigned flags, size_t *len,
                     char *err, size_t errn);

/* What image_read found besides the code: the header's manifest lists as
 * tuples of str (VM objects, unreachable: keep them rooted or use them
 * before the next collection) and the flags. */
typedef struct ImageInfo {
    Tuple *lists[3];    /* modules, tools, builtins */
    unsigned flags;
    uint16_t version;
} ImageInfo;

/* Does `buf` start like an image (the magic)? */
bool image_is_image(const void *buf, size_t len);

/* Load and verify an image into the VM. Returns the module code object, or
 * NULL with the reason in err (a malformed image), or NULL with vm->halt
 * set (memory cap, budget, deadline). Loading is charged to the budget.
 * `filename`, when not NULL, replaces the file name the image stores in
 * every code object (the importer names a module's frames). The caller
 * prevents collections while it runs (vm->gc_running). */
Code *image_read(VM *vm, const uint8_t *buf, size_t len, Str *filename, ImageInfo *info, char *err, size_t errn);

/* The same for an image the library itself holds (the modules written in
 * Python, const data that tools/freeze.c compiled and verified when the
 * library was built): the checksum and the parse still guard it, the
 * structural verification is skipped (checking builds, SMOL_VERIFY_COMPILED,
 * still run it). Never for bytes that come from outside the library. */
/* Load the body of a code object that the library's image gave as a stub
 * (Code.lazy_at; nothing to do for any other): 0, or -1 with the reason in
 * err, or the VM halted (memory cap, budget). */
int image_load_body(VM *vm, Code *c, char *err, size_t errn);
Code *image_read_builtin(VM *vm, const uint8_t *buf, size_t len, Str *filename, ImageInfo *info, char *err,
                         size_t errn);

/* Structural verification of one code object (not its children): every
 * instruction's operands in bounds, jumps inside the code, no path running
 * past its end, no register read before it is assigned (except by the
 * instructions that test for that), the layout of parameters, cells and
 * exception ranges sane. `top`: the module code object, which runs
 * without arguments, cells or a closure. The work is charged to vm's
 * budget (vm may be NULL: not charged). True when sound; otherwise a
 * reason (or vm->halt set). */
bool image_verify_code(VM *vm, Code *c, bool top, char *err, size_t errn);
/* The same for a module code object and every code object among its
 * constants, recursively, down to the nesting depth images allow. */
bool image_verify_tree(Code *c, char *err, size_t errn);

#endif
