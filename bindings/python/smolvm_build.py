"""A PEP 517 build backend for the smolvm package, standard library only.

pip builds a package in an isolated environment holding the backend's
requirements; with none to install (``requires = []``) and this module
found through ``backend-path``, ``pip install bindings/python`` works with
no network. It builds a pure-Python wheel (the ``smolvm`` folder plus the
``.dist-info`` files: METADATA, WHEEL, top_level.txt, RECORD), an editable
wheel (a ``.pth`` file naming this folder) and an sdist.
"""

import base64
import hashlib
import io
import os
import re
import tarfile
import time
import zipfile

NAME = "smolvm"
SUMMARY = "Run Python snippets from LLM agents in smolvm sandboxes (serve protocol client, smolagents executor)"
REQUIRES_PYTHON = ">=3.9"
HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE_DIR = os.path.join(HERE, NAME)
TAG = "py3-none-any"
CLASSIFIERS = [
    "Programming Language :: Python :: 3",
    "Operating System :: POSIX :: Linux",
    "Topic :: Security",
]


def _version():
    with open(os.path.join(PACKAGE_DIR, "__init__.py"), encoding="utf-8") as f:
        m = re.search(r'^__version__ = "([^"]+)"', f.read(), re.M)
    if not m:
        raise RuntimeError("no __version__ in smolvm/__init__.py")
    return m.group(1)


def _dist_info():
    return "%s-%s.dist-info" % (NAME, _version())


def _metadata():
    lines = [
        "Metadata-Version: 2.1",
        "Name: %s" % NAME,
        "Version: %s" % _version(),
        "Summary: %s" % SUMMARY,
        "Requires-Python: %s" % REQUIRES_PYTHON,
    ]
    lines += ["Classifier: %s" % c for c in CLASSIFIERS]
    readme = os.path.join(HERE, "README.md")
    body = ""
    if os.path.exists(readme):
        lines.append("Description-Content-Type: text/markdown")
        with open(readme, encoding="utf-8") as f:
            body = f.read()
    return ("\n".join(lines) + "\n\n" + body).encode("utf-8")


def _wheel_file():
    return ("Wheel-Version: 1.0\nGenerator: smolvm_build\nRoot-Is-Purelib: true\nTag: %s\n"
            % TAG).encode("ascii")


def _package_files():
    out = []
    for dirpath, dirnames, filenames in os.walk(PACKAGE_DIR):
        dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
        for fn in sorted(filenames):
            if fn.endswith(".py") or fn == "py.typed":
                full = os.path.join(dirpath, fn)
                out.append((os.path.relpath(full, HERE).replace(os.sep, "/"), full))
    return out


def _timestamp():
    # Reproducible archives: SOURCE_DATE_EPOCH when set, else a fixed date.
    epoch = int(os.environ.get("SOURCE_DATE_EPOCH", "315532800"))
    return time.gmtime(max(epoch, 315532800))[:6]


def _record_hash(data):
    digest = hashlib.sha256(data).digest()
    return "sha256=" + base64.urlsafe_b64encode(digest).rstrip(b"=").decode("ascii")


def _write_wheel(wheel_directory, contents):
    """contents: (archive path, bytes) pairs; the dist-info files are added."""
    info = _dist_info()
    contents = list(contents) + [
        (info + "/METADATA", _metadata()),
        (info + "/WHEEL", _wheel_file()),
        (info + "/top_level.txt", (NAME + "\n").encode("ascii")),
    ]
    record = io.StringIO()
    for path, data in contents:
        record.write("%s,%s,%d\n" % (path, _record_hash(data), len(data)))
    record.write("%s/RECORD,,\n" % info)
    contents.append((info + "/RECORD", record.getvalue().encode("utf-8")))
    filename = "%s-%s-%s.whl" % (NAME, _version(), TAG)
    stamp = _timestamp()
    with zipfile.ZipFile(os.path.join(wheel_directory, filename), "w", zipfile.ZIP_DEFLATED) as zf:
        for path, data in contents:
            zi = zipfile.ZipInfo(path, stamp)
            zi.external_attr = 0o644 << 16
            zi.compress_type = zipfile.ZIP_DEFLATED
            zf.writestr(zi, data)
    return filename


def _read(path):
    with open(path, "rb") as f:
        return f.read()


# ---- PEP 517 hooks --------------------------------------------------------

def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def get_requires_for_build_editable(config_settings=None):
    return []


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    info = _dist_info()
    os.makedirs(os.path.join(metadata_directory, info), exist_ok=True)
    for name, data in (("METADATA", _metadata()), ("WHEEL", _wheel_file())):
        with open(os.path.join(metadata_directory, info, name), "wb") as f:
            f.write(data)
    return info


prepare_metadata_for_build_editable = prepare_metadata_for_build_wheel


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    return _write_wheel(wheel_directory, [(arc, _read(full)) for arc, full in _package_files()])


def build_editable(wheel_directory, config_settings=None, metadata_directory=None):
    # A .pth file puts this folder on sys.path: the installed package is
    # the source tree itself.
    return _write_wheel(wheel_directory, [("%s_editable.pth" % NAME, (HERE + "\n").encode("utf-8"))])


def build_sdist(sdist_directory, config_settings=None):
    base = "%s-%s" % (NAME, _version())
    filename = base + ".tar.gz"
    files = [("pyproject.toml", os.path.join(HERE, "pyproject.toml")),
             ("smolvm_build.py", os.path.join(HERE, "smolvm_build.py"))]
    if os.path.exists(os.path.join(HERE, "README.md")):
        files.append(("README.md", os.path.join(HERE, "README.md")))
    files += _package_files()
    tests = os.path.join(HERE, "tests")
    if os.path.isdir(tests):
        for fn in sorted(os.listdir(tests)):
            if fn.endswith(".py"):
                files.append(("tests/" + fn, os.path.join(tests, fn)))
    mtime = time.mktime(_timestamp() + (0, 0, -1))
    with tarfile.open(os.path.join(sdist_directory, filename), "w:gz", format=tarfile.PAX_FORMAT) as tf:
        pkg_info = _metadata()
        for arc, data in [("PKG-INFO", pkg_info)] + [(a, _read(f)) for a, f in files]:
            ti = tarfile.TarInfo("%s/%s" % (base, arc))
            ti.size = len(data)
            ti.mtime = mtime
            ti.mode = 0o644
            tf.addfile(ti, io.BytesIO(data))
    return filename
