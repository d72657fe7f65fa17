"""Compare the argument-error wordings of library functions with CPython.

Writes a snippet that calls each public function of the named modules
(and the methods of deque and random.Random) with 0..5 positional
arguments and with a bogus keyword, printing the last line of each
error; runs it under /usr/bin/python3 and smolvm and prints the lines
that differ.

    /usr/bin/python3 tools/argerrors.py build/smolvm heapq bisect ...
"""
import os
import subprocess
import sys
import tempfile

SNIPPET = r'''
import %(mods)s
from collections import deque

def probe(label, f):
    for n in range(6):
        try:
            f(*[[3, 1, 2]] * n)
            r = 'ok'
        except TypeError as e:
            r = 'TypeError: ' + str(e)
        except Exception as e:
            r = type(e).__name__
        print(label, n, r)
    try:
        f(bogus=1)
        r = 'ok'
    except TypeError as e:
        r = 'TypeError: ' + str(e)
    except Exception as e:
        r = type(e).__name__
    print(label, 'kw', r)

targets = []
for m in [%(mods)s]:
    for name in sorted(dir(m)):
        if name.startswith('_'):
            continue
        v = getattr(m, name)
        if callable(v) and getattr(v, '__module__', None) not in ('typing', 'abc'):
            targets.append((m.__name__ + '.' + name, v))
extra = %(extra)s
for label, obj in extra:
    for name in sorted(dir(type(obj))):
        if name.startswith('_') and name not in ('__init__',):
            continue
        targets.append((label + '.' + name, getattr(obj, name)))
for label, f in targets:
    probe(label, f)
'''

EXTRA = {
    'collections': "('deque', deque())",
    'random': "('Random', random.Random(1))",
}


def main():
    smol, mods = sys.argv[1], sys.argv[2:]
    extra = '[' + ', '.join(EXTRA[m] for m in mods if m in EXTRA) + ']'
    src = SNIPPET % {'mods': ', '.join(mods), 'extra': extra}
    with tempfile.NamedTemporaryFile('w', suffix='.py', delete=False) as f:
        f.write(src)
    try:
        ref = subprocess.run(['/usr/bin/python3', f.name], capture_output=True, text=True, timeout=60)
        got = subprocess.run([smol, 'run', f.name], capture_output=True, text=True, timeout=60)
    finally:
        os.unlink(f.name)
    a, b = ref.stdout.splitlines(), got.stdout.splitlines()
    if ref.returncode or got.returncode:
        print('cpython rc', ref.returncode, ref.stderr[-400:])
        print('smolvm rc', got.returncode, got.stderr[-400:])
    bk = {}
    for line in b:
        k = ' '.join(line.split()[:2])
        bk[k] = line
    bad = 0
    for line in a:
        k = ' '.join(line.split()[:2])
        if bk.get(k) != line:
            bad += 1
            print('-', line)
            print('+', bk.get(k, '<missing>'))
    print('%d of %d differ' % (bad, len(a)))


if __name__ == '__main__':
    main()
