# A snippet's code that runs while collections makes its classes on first
# use (here a function put in collections' namespace under a builtin's
# name) finds no library helper in that namespace.
import collections

seen = []
real_classmethod = classmethod


def spy(f):
    seen.extend(n for n in dir(collections) if n.startswith('_native') or
                n in ('_collection_flag', '_hide_frames', '_posonly_args', '_defer'))
    return real_classmethod(f)


collections.classmethod = spy
print(collections.UserDict.fromkeys('ab', 0), collections.ChainMap.fromkeys('c'), seen)
