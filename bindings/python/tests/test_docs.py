"""The examples in docs/python.md run and print what the page says."""

import os
import re
import subprocess
import sys
import unittest

from .support import PACKAGE_ROOT, REPO_ROOT, child_env

DOC = os.path.join(REPO_ROOT, "docs", "python.md")


def block_after(text, marker):
    m = re.search(r"<!-- %s -->\s*```[a-z]*\n(.*?)```" % re.escape(marker), text, re.S)
    if not m:
        raise AssertionError("no code block after <!-- %s --> in docs/python.md" % marker)
    return m.group(1)


@unittest.skipUnless(os.path.exists(DOC), "docs/python.md is not beside the package")
class DocExampleTest(unittest.TestCase):
    def test_executor_example(self):
        with open(DOC, encoding="utf-8") as f:
            text = f.read()
        code = block_after(text, "example: executor")
        expected = block_after(text, "output: executor")
        self.assertLessEqual(len([l for l in code.splitlines() if l.strip()]), 10)
        p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                           env=child_env(PYTHONPATH=PACKAGE_ROOT), timeout=120)
        self.assertEqual(p.returncode, 0, p.stderr)
        self.assertEqual(p.stdout, expected)

    def test_session_example(self):
        with open(DOC, encoding="utf-8") as f:
            text = f.read()
        m = re.search(r"## Sandbox and Session\s*```python\n(.*?)```", text, re.S)
        code = m.group(1)
        p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                           env=child_env(PYTHONPATH=PACKAGE_ROOT), timeout=120)
        self.assertEqual(p.returncode, 0, p.stderr)
        self.assertEqual(p.stdout, "ok 3 ['cats 0', 'cats 1', 'cats 2']\n\n['cats 0', 'cats 1', 'cats 2'] ['data', 'hits', 'n']\n")
