"""Finding the ``smolvm`` executable."""

import os
import shutil

from .errors import BinaryNotFound

__all__ = ["find_binary"]

_PACKAGE_DIR = os.path.dirname(os.path.abspath(__file__))


def _executable(path):
    return os.path.isfile(path) and os.access(path, os.X_OK)


def _candidates():
    # A binary shipped with the package: inside it, or in a bin/ folder
    # beside it.
    yield os.path.join(_PACKAGE_DIR, "smolvm")
    yield os.path.join(_PACKAGE_DIR, "bin", "smolvm")
    yield os.path.join(os.path.dirname(_PACKAGE_DIR), "bin", "smolvm")


def _checkout_binary():
    # The package used from a smolvm checkout (bindings/python/smolvm):
    # the binary `make` builds at the checkout's root.
    root = os.path.dirname(os.path.dirname(os.path.dirname(_PACKAGE_DIR)))
    if os.path.isfile(os.path.join(root, "include", "smolvm.h")):
        return os.path.join(root, "build", "smolvm")
    return None


def find_binary(explicit=None):
    """Return the path of the ``smolvm`` executable to run.

    In order: ``explicit`` when given; the ``SMOLVM_BIN`` environment
    variable; a ``smolvm`` file inside the package folder, in its ``bin/``
    subfolder or in a ``bin/`` folder beside the package; ``smolvm`` on
    ``PATH``; and, for a package used from a smolvm checkout, the
    checkout's ``build/smolvm``. Raises :class:`BinaryNotFound` naming
    every place it looked.
    """
    looked = []
    if explicit:
        path = os.fspath(explicit)
        if _executable(path):
            return path
        raise BinaryNotFound("smolvm binary %r is not an executable file" % path)
    env = os.environ.get("SMOLVM_BIN")
    if env:
        if _executable(env):
            return env
        raise BinaryNotFound("SMOLVM_BIN=%r is not an executable file" % env)
    looked.append("$SMOLVM_BIN (not set)")
    for path in _candidates():
        if _executable(path):
            return path
        looked.append(path)
    found = shutil.which("smolvm")
    if found:
        return found
    looked.append("smolvm on PATH")
    checkout = _checkout_binary()
    if checkout:
        if _executable(checkout):
            return checkout
        looked.append(checkout)
    raise BinaryNotFound(
        "cannot find the smolvm binary; looked at: %s. Build it (make) and set "
        "SMOLVM_BIN to its path, or put it on PATH." % ", ".join(looked))
