"""What the tests that need a smolvm binary share."""

import os
import subprocess
import sys
import tempfile
import unittest

import smolvm

HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE_ROOT = os.path.dirname(HERE)          # bindings/python
REPO_ROOT = os.path.dirname(os.path.dirname(PACKAGE_ROOT))


def binary():
    """The smolvm binary under test ($SMOLVM_BIN, else the usual search)."""
    try:
        return smolvm.find_binary()
    except smolvm.BinaryNotFound as e:
        raise unittest.SkipTest("no smolvm binary (set SMOLVM_BIN): %s" % e)


def cpython(code, filename="<string>"):
    """Run code as a script in CPython; return (stdout, stderr).

    The script's path in the traceback is replaced by ``filename``, the
    name smolvm is given for the snippet.
    """
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "snippet.py")
        with open(path, "w", encoding="utf-8") as f:
            f.write(code)
        p = subprocess.run([sys.executable, path], capture_output=True, text=True, timeout=60)
    return p.stdout, p.stderr.replace('"%s"' % path, '"%s"' % filename)


def child_env(**extra):
    """Environment for a child Python that sees the source tree's package."""
    env = dict(os.environ)
    env["SMOLVM_BIN"] = os.path.abspath(binary())
    env.update(extra)
    return env
