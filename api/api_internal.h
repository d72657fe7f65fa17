/* Private helpers of the API layer. */
#ifndef SMOL_API_INTERNAL_H
#define SMOL_API_INTERNAL_H

#include "include/smolvm.h"
#include "runtime/rt.h"
#include "runtime/names.h"

/* The traceback text of exception `exc` (a str Value or VEXC). */
Value api_format_traceback(VM *vm, Value exc, Dict *globals);
/* "Type: message" plus the 3.11 "Did you mean" hint and a newline. */
void api_exc_last_line(VM *vm, StrBuf *b, Value exc, Dict *globals);

#endif
