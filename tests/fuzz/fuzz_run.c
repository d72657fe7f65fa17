/* libFuzzer target: the input bytes are a snippet, compiled and run in a
 * session of a VM with tiny limits (and three tools: echo, fail and the
 * suspending ask). Afterwards the same session must still run a small
 * probe snippet, and so must a fresh session of the same VM once the first
 * is closed. Only the public API is used. */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    fuzz_snippet((const char *)data, size);
    return 0;
}
