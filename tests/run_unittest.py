#!/usr/bin/env python3
"""Run a unittest suite and end with the line `N passed, M failed`.

usage: run_unittest.py START_DIR TOP_DIR

Skipped tests are listed with their reasons and counted as neither.
"""
import sys
import unittest


def main():
    start, top = sys.argv[1], sys.argv[2]
    suite = unittest.defaultTestLoader.discover(start, top_level_dir=top)
    result = unittest.TextTestRunner(stream=sys.stderr, verbosity=1).run(suite)
    bad = len(result.failures) + len(result.errors) + len(result.unexpectedSuccesses)
    for test, why in result.skipped:
        print("skipped %s: %s" % (test.id(), why))
    print("%d passed, %d failed" % (result.testsRun - bad - len(result.skipped), bad))
    return 0 if result.wasSuccessful() else 1


if __name__ == "__main__":
    sys.exit(main())
