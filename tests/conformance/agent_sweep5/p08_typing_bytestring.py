# typing.ByteString is the generic alias of collections.abc.ByteString; a 0-parameter alias is not generic.
import typing
print(typing.ByteString, isinstance(b'x', typing.ByteString), isinstance(bytearray(), typing.ByteString), isinstance('x', typing.ByteString))
def f(x: typing.ByteString) -> typing.Text: return str(x)
print(typing.get_type_hints(f))
try: typing.ByteString[int]
except TypeError as e: print(e)
print(typing.get_origin(typing.ByteString))
for a in [typing.Hashable, typing.Sized]:
    try: a[int]
    except TypeError as e: print(e)
