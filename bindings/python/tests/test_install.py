"""Installing the package offline with pip, and what the build backend makes."""

import base64
import hashlib
import importlib.util
import os
import subprocess
import sys
import tarfile
import tempfile
import textwrap
import unittest
import zipfile

from .support import PACKAGE_ROOT, binary, child_env

CHECK = textwrap.dedent("""\
    import os, sys
    import smolvm
    where = os.path.dirname(smolvm.__file__)
    assert not where.startswith(sys.argv[1]), where
    with smolvm.Sandbox() as sb, sb.open_session() as s:
        r = s.run("print('installed')\\n(1, {2})")
    print(where, r.logs.strip(), r.value)
""")


def have_pip():
    return importlib.util.find_spec("pip") is not None


def pip_env():
    env = child_env(PIP_DISABLE_PIP_VERSION_CHECK="1", PIP_NO_INPUT="1")
    env.pop("PYTHONPATH", None)
    return env


@unittest.skipUnless(have_pip(), "pip is not installed for this Python")
class PipInstallTest(unittest.TestCase):
    def setUp(self):
        binary()
        self.tmp = tempfile.mkdtemp()
        self.addCleanup(subprocess.run, ["rm", "-rf", self.tmp])

    def pip(self, python, *args):
        p = subprocess.run([python, "-m", "pip", "install", "--no-index", "--no-deps", "--quiet", *args],
                           capture_output=True, text=True, env=pip_env(), cwd=self.tmp, timeout=300)
        self.assertEqual(p.returncode, 0, p.stdout + p.stderr)

    def check(self, python, env_extra=None):
        env = pip_env()
        env.update(env_extra or {})
        p = subprocess.run([python, "-c", CHECK, PACKAGE_ROOT], capture_output=True, text=True,
                           env=env, cwd=self.tmp, timeout=120)
        self.assertEqual(p.returncode, 0, p.stderr)
        where, rest = p.stdout.split(" ", 1)
        self.assertEqual(rest, "installed (1, {2})\n")
        return where

    def test_install_into_a_venv(self):
        venv = os.path.join(self.tmp, "venv")
        made = subprocess.run([sys.executable, "-m", "venv", "--without-pip", "--system-site-packages", venv],
                              capture_output=True, text=True, timeout=120)
        if made.returncode != 0:
            self.skipTest("cannot make a venv here: %s" % made.stderr.strip())
        python = os.path.join(venv, "bin", "python")
        self.pip(python, PACKAGE_ROOT)
        where = self.check(python)
        self.assertTrue(where.startswith(venv), where)

    def test_install_into_a_target_folder(self):
        target = os.path.join(self.tmp, "site")
        self.pip(sys.executable, "--target", target, PACKAGE_ROOT)
        self.assertTrue(os.path.exists(os.path.join(target, "smolvm", "executor.py")))
        where = self.check(sys.executable, {"PYTHONPATH": target})
        self.assertEqual(where, os.path.join(target, "smolvm"))

    def test_install_from_the_sdist(self):
        backend = load_backend()
        sdist = backend.build_sdist(self.tmp)
        target = os.path.join(self.tmp, "site")
        self.pip(sys.executable, "--target", target, os.path.join(self.tmp, sdist))
        self.check(sys.executable, {"PYTHONPATH": target})


def load_backend():
    spec = importlib.util.spec_from_file_location("smolvm_build_under_test",
                                                  os.path.join(PACKAGE_ROOT, "smolvm_build.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


class BackendTest(unittest.TestCase):
    def setUp(self):
        self.backend = load_backend()
        self.tmp = tempfile.TemporaryDirectory()
        self.addCleanup(self.tmp.cleanup)

    def test_no_build_requirements(self):
        with open(os.path.join(PACKAGE_ROOT, "pyproject.toml")) as f:
            text = f.read()
        self.assertIn("requires = []", text)
        self.assertIn('backend-path = ["."]', text)
        self.assertEqual(self.backend.get_requires_for_build_wheel(), [])
        self.assertEqual(self.backend.get_requires_for_build_sdist(), [])

    def test_wheel(self):
        import smolvm
        name = self.backend.build_wheel(self.tmp.name)
        self.assertEqual(name, "smolvm-%s-py3-none-any.whl" % smolvm.__version__)
        with zipfile.ZipFile(os.path.join(self.tmp.name, name)) as zf:
            names = zf.namelist()
            info = "smolvm-%s.dist-info/" % smolvm.__version__
            for must in ("smolvm/__init__.py", "smolvm/client.py", "smolvm/executor.py",
                         info + "METADATA", info + "WHEEL", info + "RECORD"):
                self.assertIn(must, names)
            self.assertFalse([n for n in names if "tests/" in n or "__pycache__" in n or n.endswith(".pyc")])
            meta = zf.read(info + "METADATA").decode()
            self.assertIn("Name: smolvm\n", meta)
            self.assertIn("Version: %s\n" % smolvm.__version__, meta)
            self.assertIn("Requires-Python: >=3.9\n", meta)
            record = zf.read(info + "RECORD").decode().splitlines()
            self.assertEqual(sorted(line.split(",")[0] for line in record), sorted(names))
            for line in record:
                path, digest, size = line.rsplit(",", 2)
                if path == info + "RECORD":
                    self.assertEqual((digest, size), ("", ""))
                    continue
                data = zf.read(path)
                self.assertEqual(int(size), len(data))
                want = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
                self.assertEqual(digest, "sha256=" + want)

    def test_wheel_is_reproducible(self):
        a = self.backend.build_wheel(self.tmp.name)
        with open(os.path.join(self.tmp.name, a), "rb") as f:
            first = f.read()
        os.unlink(os.path.join(self.tmp.name, a))
        self.backend.build_wheel(self.tmp.name)
        with open(os.path.join(self.tmp.name, a), "rb") as f:
            self.assertEqual(f.read(), first)

    def test_editable_wheel(self):
        name = self.backend.build_editable(self.tmp.name)
        with zipfile.ZipFile(os.path.join(self.tmp.name, name)) as zf:
            pth = [n for n in zf.namelist() if n.endswith(".pth")]
            self.assertEqual(len(pth), 1)
            self.assertEqual(zf.read(pth[0]).decode().strip(), PACKAGE_ROOT)

    def test_sdist(self):
        name = self.backend.build_sdist(self.tmp.name)
        with tarfile.open(os.path.join(self.tmp.name, name)) as tf:
            names = tf.getnames()
        base = name[:-len(".tar.gz")]
        for must in ("PKG-INFO", "pyproject.toml", "smolvm_build.py", "smolvm/__init__.py",
                     "tests/test_values.py"):
            self.assertIn(base + "/" + must, names)

    def test_metadata_hook(self):
        info = self.backend.prepare_metadata_for_build_wheel(self.tmp.name)
        self.assertTrue(os.path.exists(os.path.join(self.tmp.name, info, "METADATA")))


if __name__ == "__main__":
    unittest.main()
