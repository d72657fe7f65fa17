# Constructor argument errors of classes CPython writes in C: StringIO,
# BytesIO and mappingproxy word them as Argument Clinic does.
import io, types

calls = [
    lambda: io.StringIO(zz=1), lambda: io.StringIO(1, 2, 3), lambda: io.StringIO(initial_value="ab", newline=None).read(),
    lambda: io.StringIO("x", "\n", x=1), lambda: io.BytesIO(zz=1), lambda: io.BytesIO(b"a", b"b"), lambda: io.BytesIO(initial_bytes=b"q").read(),
    lambda: types.MappingProxyType(), lambda: types.MappingProxyType(zz=1), lambda: types.MappingProxyType({}, {}),
    lambda: types.MappingProxyType(mapping={"a": 1})["a"], lambda: types.MappingProxyType([1]),
]
for i, c in enumerate(calls):
    try:
        print(i, repr(c()))
    except Exception as e:
        print(i, type(e).__name__, e)


class Buf(io.StringIO):
    pass


try:
    Buf(q=1)
except TypeError as e:
    print(e)
print(Buf("abc").getvalue())
