/* The unit tests' one assertion: CHECK(cond, printf-style message) counts
 * a pass or prints the failure; main() ends with CHECK_SUMMARY(), the
 * "N passed, M failed" line the test driver reads. */
#ifndef SMOL_UNIT_CHECK_H
#define SMOL_UNIT_CHECK_H

#include <stdio.h>

static int passed, failed;

#define CHECK(cond, ...)                                   \
    do {                                                   \
        if (cond) {                                        \
            passed++;                                      \
        } else {                                           \
            failed++;                                      \
            printf("FAIL %s:%d: ", __FILE__, __LINE__);    \
            printf(__VA_ARGS__);                           \
            printf("\n");                                  \
        }                                                  \
    } while (0)

#define CHECK_SUMMARY()                                    \
    (printf("%d passed, %d failed\n", passed, failed), failed ? 1 : 0)

#endif
